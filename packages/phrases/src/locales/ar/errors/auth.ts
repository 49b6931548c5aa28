import type { LocalePhrases } from '../../../types.ts';

export const auth: NonNullable<NonNullable<LocalePhrases['errors']>['auth']> = {
  authorization_header_missing: 'الترويسة Authorization مفقودة.',
  authorization_token_type_not_supported: 'نوع التفويض غير مدعوم؛ استخدم رمز Bearer.',
  unauthorized: 'غير مصرّح. تحقّق من بيانات اعتمادك ونطاقها.',
  forbidden: 'ممنوع. تحقّق من أدوارك وصلاحياتك.',
  expected_role_not_found: 'لم يُعثر على دور متوقَّع. تحقّق من أدوارك وصلاحياتك.',
  jwt_sub_missing: 'لا يحتوي الرمز المميز على المطالبة `sub`.',
  third_party_application_forbidden: 'لا يُسمح لتطبيقات الجهات الخارجية بالقيام بذلك.',
  require_re_authentication: 'يُرجى تسجيل الدخول مرة أخرى للمتابعة.',
  exceed_token_limit: 'تم بلوغ الحد الأقصى للرموز المميزة لهذا المستأجر.',
};

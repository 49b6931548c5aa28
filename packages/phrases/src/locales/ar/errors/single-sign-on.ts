import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: 'لا يُسمح بنطاقات البريد الإلكتروني العامة.',
  duplicated_domains: 'توجد نطاقات مكررة.',
  invalid_domain_format: 'تنسيق النطاق غير صالح.',
  duplicate_connector_name: 'اسم الموصل موجود بالفعل. يُرجى اختيار اسم آخر.',
  idp_initiated_authentication_not_supported:
    'المصادقة التي يبدأها موفر الهوية مدعومة لموصلات SAML فقط.',
  idp_initiated_authentication_invalid_application_type:
    'نوع التطبيق غير صالح. يُسمح بتطبيقات {{type}} فقط.',
  idp_initiated_authentication_redirect_uri_not_registered:
    'عنوان URI لإعادة التوجيه غير مسجل. يُرجى التحقق من إعدادات التطبيق.',
  idp_initiated_authentication_client_callback_uri_not_found:
    'لم يتم العثور على عنوان URI لاستدعاء العميل للمصادقة التي يبدأها موفر الهوية. يُرجى التحقق من إعدادات الموصل.',
  can_not_delete_active_signing_key: 'لا يمكن حذف مفتاح توقيع نشط.',
  can_not_deactivate_signing_key_in_use:
    'مفتاح التوقيع قيد الاستخدام ولا يمكن إلغاء تنشيطه. فعّل مفتاحًا آخر أولًا.',
  active_signing_key_required: 'يحتاج الموصل إلى مفتاح توقيع نشط لتوقيع الطلبات.',
  sso_signing_unavailable: 'تعذّر توقيع طلب SAML.',
};

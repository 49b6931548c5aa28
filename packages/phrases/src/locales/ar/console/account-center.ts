import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'مركز الحساب',
    subtitle: 'اسمح للمستخدمين بإدارة حساباتهم على /account وعبر Account API، حقلًا بحقل.',
    load_error: 'تعذّر تحميل إعدادات مركز الحساب.',
    enabled_title: 'مركز الحساب',
    enabled: 'تفعيل مركز الحساب',
    enabled_description: 'عند إيقافه، ترفض صفحة الحساب وAccount API كل طلب.',
    fields_title: 'الحقول',
    fields_description: 'الإيقاف يخفي الحقل، والقراءة فقط تعرضه دون تغيير، والتعديل يسمح بتغييره.',
    access: { Off: 'إيقاف', ReadOnly: 'قراءة فقط', Edit: 'تعديل' },
    fields: {
      name: 'الاسم',
      avatar: 'الصورة الرمزية',
      profile: 'الملف الشخصي (مطالبات OIDC)',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      password: 'كلمة المرور',
      username: 'اسم المستخدم',
      social: 'الهويات الاجتماعية',
      customData: 'بيانات مخصصة',
      mfa: 'المصادقة متعددة العوامل',
      passkey: 'مفاتيح المرور',
      session: 'الجلسات',
    },
    webauthn_title: 'الأصول المرتبطة لمفاتيح المرور',
    webauthn_origins: 'الأصول المرتبطة',
    webauthn_origins_description:
      'أصول أخرى لتطبيقاتك تعمل فيها مفاتيح المرور لهذا المستأجر، عنوان URL واحد في كل سطر.',
    webauthn_origin_invalid: 'يجب أن يكون كل سطر عنوان URL، مثل https://app.example.com.',
  };

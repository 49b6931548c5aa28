import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const role: NonNullable<Errors['role']> = {
  name_in_use: 'اسم الدور {{name}} مستخدم بالفعل.',
  scope_exists: 'الصلاحية ذات المعرّف {{scopeId}} مضافة بالفعل إلى هذا الدور.',
  user_exists: 'المستخدم ذو المعرّف {{userId}} مضاف بالفعل إلى هذا الدور.',
  application_exists: 'التطبيق ذو المعرّف {{applicationId}} مضاف بالفعل إلى هذا الدور.',
  default_role_missing: 'بعض أسماء الأدوار الافتراضية غير موجودة.',
  management_api_scopes_not_assignable_to_user_role:
    'لا يمكن إسناد صلاحيات API الإدارة إلى دور مستخدم.',
  internal_role_violation: 'ربما تحاول تعديل دور داخلي أو حذفه، وهذا غير مسموح به.',
};

export const scope: NonNullable<Errors['scope']> = {
  name_exists: 'اسم الصلاحية موجود بالفعل.',
  name_with_space: 'لا يمكن أن يحتوي اسم الصلاحية على مسافات.',
};

export const resource: NonNullable<Errors['resource']> = {
  resource_identifier_in_use: 'معرّف API {{indicator}} مستخدم بالفعل.',
  cannot_delete_management_api: 'لا يمكن حذف API الإدارة.',
  cannot_modify_management_api: 'لا يمكن تعديل API الإدارة.',
};

export const application: NonNullable<Errors['application']> = {
  secret_name_exists: 'يوجد سرّ بهذا الاسم بالفعل.',
  invalid_type: 'نوع التطبيق هذا غير مسموح به هنا.',
  invalid_role_type: 'لا يمكن إسناد نوع الدور هذا إلى تطبيق اتصال بين الأجهزة.',
  invalid_third_party_application_type:
    'يمكن وسم تطبيقات الويب التقليدية وتطبيقات الصفحة الواحدة والتطبيقات الأصلية فقط بوصفها تطبيقات جهات خارجية.',
  third_party_application_only: 'هذه الميزة متاحة لتطبيقات الجهات الخارجية فقط.',
  third_party_application_cannot_enable_token_exchange:
    'لا يمكن تفعيل تبادل الرموز المميزة لتطبيقات الجهات الخارجية.',
  user_consent_scopes_not_found: 'بعض نطاقات موافقة المستخدم غير موجودة.',
  consent_management_api_scopes_not_allowed: 'لا يمكن طلب صلاحيات API الإدارة من المستخدمين.',
  device_flow_native_only: 'تدفق الجهاز متاح للتطبيقات الأصلية فقط.',
  device_flow_not_changeable: 'لا يمكن تغيير إعداد تدفق الجهاز بعد الإنشاء.',
  protected_application_only: 'هذه الميزة متاحة للتطبيقات المحمية فقط.',
  no_legacy_secret_found: 'لا يملك التطبيق سرًّا قديمًا لحذفه.',
  saml: {
    use_saml_app_api: 'استخدم واجهة تطبيقات SAML (`/api/saml-applications`) لتطبيقات SAML.',
    saml_application_only: 'هذه الواجهة متاحة لتطبيقات SAML فقط.',
    acs_url_binding_not_supported: 'لا يُدعم لعنوان URL الخاص بـ ACS سوى ربط HTTP-POST.',
    acs_url_scheme_not_supported: 'يجب أن يستخدم عنوان URL الخاص بـ ACS البروتوكول http أو https.',
    acs_url_required: 'لم يتم تكوين عنوان URL الخاص بـ ACS لمزوّد الخدمة.',
    entity_id_required: 'لم يتم تكوين معرّف الكيان لمزوّد الخدمة.',
    can_not_delete_active_secret: 'لا يمكن حذف شهادة التوقيع النشطة.',
    no_active_secret: 'لا يملك تطبيق SAML شهادة توقيع نشطة.',
    invalid_certificate_pem_format: 'الشهادة ليست شهادة PEM صالحة.',
    certificate_required: 'يلزم وجود شهادة لتشفير التأكيدات.',
    invalid_saml_request: 'طلب مصادقة SAML غير صالح.',
    auth_request_issuer_not_match: 'مُصدر طلب المصادقة لا يطابق معرّف الكيان الخاص بالتطبيق.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'لم يتم العثور على جلسة تسجيل دخول SAML في ملفات تعريف الارتباط.',
    sp_initiated_saml_sso_session_not_found:
      'لم يتم العثور على جلسة تسجيل دخول SAML أو انتهت صلاحيتها.',
    state_mismatch: 'حالة استجابة التفويض لا تطابق جلسة تسجيل دخول SAML.',
    missing_email_address: 'لا يملك المستخدم عنوان بريد إلكتروني، وهو ما يتطلبه تنسيق NameID.',
    email_address_unverified: 'عنوان البريد الإلكتروني للمستخدم غير موثّق.',
  },
};

export const log: NonNullable<Errors['log']> = {
  invalid_time_window: 'النافذة الزمنية غير صالحة: يجب أن تسبق البداية النهاية.',
  invalid_type: 'نوع السجل غير صالح.',
};

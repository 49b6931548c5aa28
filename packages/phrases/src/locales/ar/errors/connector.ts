export const connector = {
  authorization_failed: 'لم يأذن المزوّد بتسجيل الدخول.',
  social_auth_code_invalid: 'رفض المزوّد رمز التفويض. يُرجى تسجيل الدخول مرة أخرى.',
  social_invalid_access_token: 'رفض المزوّد رمز الوصول.',
  social_invalid_id_token: 'رمز الهوية من المزوّد غير صالح.',
  general: 'فشل الموصل: {{message}}',
  not_found: 'لم يُعثر على موصل {{type}} مفعّل.',
  not_found_with_connector_id: 'لا يوجد مصنع موصلات بالمعرّف {{connectorId}}.',
  not_implemented: 'لا يستطيع الموصل فعل ذلك بعد.',
  invalid_metadata: 'البيانات الوصفية للموصل غير صالحة.',
  invalid_config_guard: 'إعدادات الموصل غير صالحة.',
  invalid_config: 'إعدادات الموصل ناقصة أو خاطئة.',
  unexpected_type: 'لا يمكن استخدام هذا النوع من الموصلات هنا.',
  invalid_request_parameters: 'يحتوي الطلب إلى الموصل على معاملات خاطئة.',
  insufficient_request_parameters: 'ينقص الطلب إلى الموصل بعض المعاملات.',
  invalid_response: 'ردّ مزوّد الموصل بخطأ.',
  template_not_found: 'لم يُعثر على قالب رسالة لهذا الغرض.',
  rate_limit_exceeded: 'أُرسل عدد كبير جدًا من الرسائل. حاول مرة أخرى لاحقًا.',
  multiple_instances_not_supported: 'لا يمكن إضافة هذا الموصل إلا مرة واحدة.',
  invalid_type_for_syncing_profile: 'لا يمكن مزامنة ملفات المستخدمين إلا عبر الموصلات الاجتماعية.',
  should_specify_target: 'يحتاج الموصل القياسي إلى هدف في بياناته الوصفية.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'لا يمكن استبدال البيانات الوصفية لموصل غير قياسي.',
  multiple_target_with_same_platform: 'لا يمكن لموصلين اجتماعيين مشاركة هدف واحد على المنصة نفسها.',
  token_storage_not_supported: 'لا يستطيع هذا الموصل تخزين الرموز.',
  email_connector: {
    bulk_deletion_no_filter: 'يتطلب حذف قوالب البريد الإلكتروني لغةً أو نوع قالب.',
  },
};

export const verification_code = {
  phone_email_empty: 'رقم الهاتف وعنوان البريد الإلكتروني فارغان كلاهما.',
  not_found: 'لم يُعثر على رمز تحقق. أرسل رمزًا جديدًا أولًا.',
  phone_mismatch: 'رقم الهاتف لا يطابق الرقم الذي أُرسل إليه الرمز.',
  email_mismatch: 'عنوان البريد الإلكتروني لا يطابق العنوان الذي أُرسل إليه الرمز.',
  code_mismatch: 'رمز التحقق خاطئ.',
  expired: 'انتهت صلاحية رمز التحقق. أرسل رمزًا جديدًا.',
  exceed_max_try: 'محاولات خاطئة كثيرة جدًا. أرسل رمز تحقق جديدًا.',
};

import type { LocalePhrases } from '../../../types.ts';

/**
 * Messages for the error codes the experience API sends (`{code, message, data}`), keyed by code
 * so that `errors.<code>` finds them; codes missing here show the server's own message.
 */
export const errorPhrases: NonNullable<LocalePhrases['sign-in']> = {
  errors: {
    generic: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    network: 'يتعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
    session: {
      forgot_password_not_enabled: 'إعادة تعيين كلمة المرور غير متاحة هنا.',
      not_supported_for_forgot_password: 'هذا الإجراء غير متاح أثناء إعادة تعيين كلمة المرور.',
      invalid_credentials: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
      registration_disabled: 'التسجيل مغلق. سجّل الدخول بحساب موجود بدلًا من ذلك.',
      not_found: 'انتهت صلاحية جلسة تسجيل الدخول. ارجع إلى التطبيق وابدأ من جديد.',
      interaction_not_found: 'انتهت صلاحية جلسة تسجيل الدخول. ارجع إلى التطبيق وابدأ من جديد.',
      verification_session_not_found: 'انتهت صلاحية جلسة تسجيل الدخول. يُرجى المحاولة مرة أخرى.',
      verification_failed: 'لم تنجح عملية التحقق. يُرجى المحاولة مرة أخرى.',
      verification_blocked_too_many_attempts:
        'محاولات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
      identifier_not_found: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
      invalid_interaction_type: 'هذا الإجراء غير متاح للطلب الحالي.',
      invalid_sign_in_method: 'طريقة تسجيل الدخول هذه غير مفعّلة.',
      identity_conflict: 'هذا الحساب مرتبط بالفعل بهوية أخرى.',
      captcha_required: 'يُرجى إكمال اختبار CAPTCHA.',
      captcha_failed: 'فشل التحقق من CAPTCHA. يُرجى المحاولة مرة أخرى.',
      unauthorized: 'يُرجى تسجيل الدخول أولًا.',
      mfa: {
        require_mfa_verification: 'يلزم تحقق إضافي لتسجيل الدخول.',
      },
    },
    user: {
      email_already_in_use: 'هذا البريد الإلكتروني مستخدم في حساب آخر.',
      phone_already_in_use: 'رقم الهاتف هذا مستخدم في حساب آخر.',
      invalid_phone: 'رقم الهاتف غير صالح. أضف رمز الدولة.',
      new_password_required_in_profile: 'عيّن كلمة مرور جديدة للمتابعة.',
      same_password: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
      suspended: 'هذا الحساب معلّق.',
      username_already_in_use: 'اسم المستخدم هذا محجوز بالفعل.',
      user_not_exist: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
      sign_in_method_not_enabled: 'طريقة تسجيل الدخول هذه غير مفعّلة.',
      sign_up_method_not_enabled: 'طريقة التسجيل هذه غير مفعّلة.',
      missing_profile: 'بعض معلومات الحساب المطلوبة مفقودة.',
      username_required: 'اسم المستخدم مطلوب.',
      password_required_in_profile: 'كلمة المرور مطلوبة.',
      suggest_mfa: 'يُوصى بتحقق إضافي لهذا الحساب.',
      missing_mfa: 'يجب إعداد تحقق إضافي لهذا الحساب.',
      username_starts_with_number: 'لا يمكن أن يبدأ اسم المستخدم برقم.',
      username_invalid_charset_hard: 'يحتوي اسم المستخدم على أحرف غير مسموح بها.',
      username_too_short: 'اسم المستخدم قصير جدًا.',
      username_too_long: 'اسم المستخدم طويل جدًا.',
      username_uppercase_not_allowed: 'الأحرف الكبيرة غير مسموح بها في اسم المستخدم.',
      username_lowercase_not_allowed: 'الأحرف الصغيرة غير مسموح بها في اسم المستخدم.',
      username_numbers_not_allowed: 'الأرقام غير مسموح بها في اسم المستخدم.',
      username_underscore_not_allowed: 'الشرطات السفلية غير مسموح بها في اسم المستخدم.',
    },
    verification_code: {
      code_mismatch: 'الرمز غير صحيح.',
      expired: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
      exceed_max_try: 'رموز خاطئة كثيرة جدًا. اطلب رمزًا جديدًا.',
      not_found: 'لا يوجد رمز بانتظار هذا العنوان. اطلب رمزًا جديدًا.',
    },
    connector: {
      not_found: 'لا يمكن إرسال الرموز الآن: لم يُعدّ مُرسِل لهذه الخدمة.',
      general: 'تعذّر إرسال الرمز. حاول مرة أخرى.',
    },
    password: {
      rejected: 'كلمة المرور لا تستوفي المتطلبات.',
      expired: 'انتهت صلاحية كلمة المرور. أعد تعيينها للمتابعة.',
    },
    password_rejected: {
      too_short: 'استخدم عددًا من الأحرف لا يقل عن {{min}}.',
      too_long: 'استخدم عددًا من الأحرف لا يزيد على {{max}}.',
      unsupported_characters: 'استخدم الأحرف والأرقام والمسافات ورموز لوحة المفاتيح القياسية فقط.',
      character_types:
        'استخدم أحرفًا من أنواع لا يقل عددها عن {{min}}: أحرف صغيرة، وأحرف كبيرة، وأرقام، ورموز.',
      pwned: 'ظهرت كلمة المرور هذه في تسريب بيانات. اختر كلمة مرور أخرى.',
      restricted: {
        repetition: 'تجنّب تكرار الأحرف مثل «aaa».',
        sequence: 'تجنّب التسلسلات مثل «abc» أو «123» أو «qwe».',
        words: 'تجنّب الكلمات الخاصة بهذا المنتج.',
        user_info: 'تجنّب استخدام اسم المستخدم أو غيره من المعلومات الشخصية.',
      },
    },
    guard: {
      invalid_input: 'بعض المعلومات المُدخلة غير صالحة.',
    },
    request: {
      general: 'فشل الطلب. يُرجى المحاولة مرة أخرى.',
      invalid_input: 'بعض المعلومات المُدخلة غير صالحة.',
      message_rate_limited: 'طلبات كثيرة جدًا. يُرجى الانتظار لحظة ثم المحاولة مرة أخرى.',
      rate_limited: 'طلبات كثيرة جدًا. يُرجى الانتظار لحظة ثم المحاولة مرة أخرى.',
    },
    oidc: {
      invalid_request: 'طلب تسجيل الدخول غير صالح. ارجع إلى التطبيق وابدأ من جديد.',
      session_not_found: 'انتهت صلاحية جلسة تسجيل الدخول. ارجع إلى التطبيق وابدأ من جديد.',
      access_denied: 'تم رفض الوصول.',
      aborted: 'تم إلغاء تسجيل الدخول.',
    },
    application: {
      user_consent_scopes_not_found: 'تعذّر العثور على الصلاحيات المطلوبة.',
    },
    entity: {
      not_exists: 'العنصر المطلوب غير موجود.',
      not_found: 'العنصر المطلوب غير موجود.',
    },
  },
};

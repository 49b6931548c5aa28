import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found: 'لم يُعدّ أي موصل {{type}} بعد. أضف موصلًا قبل استخدام هذه الطريقة.',
  passwordless_requires_verify:
    'يتطلب التسجيل دون كلمة مرور التحقق من البريد الإلكتروني أو رقم الهاتف.',
  code_sign_in_must_be_enabled:
    'الحسابات التي تُنشأ برمز تحقق فقط تحتاج إلى تسجيل الدخول بالرمز للمعرّف نفسه.',
  unsupported_default_language:
    'اللغة {{language}} ليست مدمجة وليس لها عبارات مخصصة. أضف عباراتها أولًا.',
  at_least_one_authentication_factor:
    'تحتاج كل طريقة لتسجيل الدخول إلى كلمة مرور أو رمز تحقق أو كليهما.',
  backup_code_cannot_be_enabled_alone:
    'لا يمكن أن تكون الرموز الاحتياطية الطريقة الوحيدة للمصادقة متعددة العوامل.',
  duplicated_mfa_factors: 'لا يمكن إدراج كل طريقة للمصادقة متعددة العوامل إلا مرة واحدة.',
  email_verification_code_cannot_be_used_for_mfa:
    'لا يمكن أن تكون رموز البريد الإلكتروني عاملًا ثانيًا ما دام تسجيل الدخول برمز البريد مفعّلًا.',
  phone_verification_code_cannot_be_used_for_mfa:
    'لا يمكن أن تكون رموز الرسائل القصيرة عاملًا ثانيًا ما دام تسجيل الدخول برمز الهاتف مفعّلًا.',
  email_verification_code_cannot_be_used_for_sign_in:
    'لا يمكن تفعيل تسجيل الدخول برمز البريد ما دامت رموز البريد عاملًا ثانيًا.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'لا يمكن تفعيل تسجيل الدخول برمز الهاتف ما دامت رموز الرسائل القصيرة عاملًا ثانيًا.',
  duplicated_sign_up_identifiers: 'لا يمكن إدراج كل معرّف تسجيل إلا مرة واحدة.',
  missing_sign_up_identifiers: 'اختر معرّف تسجيل أساسيًا قبل إضافة معرّفات ثانوية.',
  invalid_custom_email_blocklist_format:
    'هذه الإدخالات في قائمة الحظر ليست عناوين بريد ولا نطاقات (مثل ‎@example.com): {{items}}.',
  forgot_password_method_requires_connector:
    'تحتاج طريقة إعادة تعيين كلمة المرور هذه إلى موصل يستطيع إرسال رموزها.',
  username_policy_case_conflicts_exist:
    'هناك {{count}} من أسماء المستخدمين تختلف في حالة الأحرف فقط. عالجها قبل جعل أسماء المستخدمين غير حساسة لحالة الأحرف.',
  adaptive_mfa_requires_mfa:
    'تحتاج المصادقة التكيفية متعددة العوامل إلى طريقة واحدة على الأقل للمصادقة متعددة العوامل.',
  password_expiration_requires_forgot_password:
    'يتطلب انتهاء صلاحية كلمات المرور وسيلة لإعادة تعيينها (برمز عبر البريد أو الرسائل القصيرة).',
  password_expiration_invalid_period_days:
    'يجب أن تكون مدة صلاحية كلمة المرور عددًا صحيحًا من الأيام بين 1 و{{max}}.',
  username_requires_password: 'يتطلب التسجيل باسم مستخدم كلمة مرور.',
  miss_sign_up_identifier_in_sign_in:
    'من يسجّل باستخدام {{identifier}} يجب أن يتمكن من تسجيل الدخول به أيضًا. أضفه كطريقة لتسجيل الدخول.',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    'لا يمكن حذف اللغة الاحتياطية لتجربة تسجيل الدخول. اختر لغة احتياطية أخرى أولًا.',
  invalid_translation_structure:
    'تحتوي العبارات على مفاتيح لا تملكها صفحة تسجيل الدخول، أو على مجموعة حيث يُتوقع نص.',
};

import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: 'المصادقة متعددة العوامل',
  subtitle: 'اطلب إثباتًا ثانيًا للهوية بعد كلمة المرور أو الرمز.',
  load_error: 'تعذّر تحميل إعدادات MFA. حاول مرة أخرى لاحقًا.',
  factors_title: 'العوامل',
  factors_description: 'العوامل الثانية التي يمكن للمستخدمين إعدادها واستخدامها لتسجيل الدخول.',
  factors: {
    Totp: 'تطبيق المصادقة (TOTP)',
    WebAuthn: 'مفاتيح المرور (WebAuthn)',
    BackupCode: 'الرموز الاحتياطية',
    EmailVerificationCode: 'رمز التحقق عبر البريد الإلكتروني',
    PhoneVerificationCode: 'رمز التحقق عبر الرسائل القصيرة',
  },
  factor_descriptions: {
    Totp: 'رموز لمرة واحدة من تطبيق مثل Google Authenticator.',
    WebAuthn: 'مفاتيح الأمان أو بصمة الإصبع أو التعرّف على الوجه في الجهاز.',
    BackupCode: 'عشرة رموز تُستخدم مرة واحدة، لحين يتعذّر الوصول إلى العوامل الأخرى.',
    EmailVerificationCode: 'رمز يُرسَل إلى البريد الإلكتروني للمستخدم (يتطلب موصل بريد إلكتروني).',
    PhoneVerificationCode: 'رمز يُرسَل إلى هاتف المستخدم (يتطلب موصل رسائل قصيرة).',
  },
  backup_code_alone: 'تتطلب الرموز الاحتياطية عاملًا آخر واحدًا على الأقل.',
  policy_title: 'السياسة',
  policy_description: 'هل يجب على المستخدمين إعداد عامل، ومتى يُطلب منهم ذلك.',
  policy: {
    UserControlled: 'اختياري: يعدّه المستخدمون من حساباتهم',
    Mandatory: 'إلزامي: يعدّ كل مستخدم عاملًا عند تسجيل الدخول التالي',
    PromptOnlyAtSignIn: 'اقتراح عند تسجيل الدخول، ويمكن للمستخدمين التخطي',
    PromptAtSignInAndSignUp: 'اقتراح عند التسجيل وتسجيل الدخول، ويمكن للمستخدمين التخطي',
    NoPrompt: 'عدم السؤال أبدًا: يعدّه المستخدمون من حساباتهم',
    PromptAtSignInAndSignUpMandatory: 'إلزامي عند التسجيل وتسجيل الدخول',
    PromptOnlyAtSignInMandatory: 'إلزامي عند تسجيل الدخول فقط',
  },
  passkey_title: 'تسجيل الدخول بمفتاح المرور',
  passkey_enabled: 'تسجيل الدخول بمفتاح مرور',
  passkey_enabled_description: 'يمكن للمستخدمين تسجيل الدخول بمفتاح مرور بدلًا من المعرّف.',
  passkey_button: 'إظهار زر «تسجيل الدخول بمفتاح المرور»',
  passkey_autofill: 'اقتراح مفاتيح المرور في الملء التلقائي للمتصفح',
  labels: {
    factors: 'العوامل',
    policy: 'السياسة',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    username_or_email: 'اسم المستخدم أو البريد الإلكتروني',
    username_or_phone: 'اسم المستخدم أو رقم الهاتف',
    email_or_phone: 'البريد الإلكتروني أو رقم الهاتف',
    username_or_email_or_phone: 'اسم المستخدم أو البريد الإلكتروني أو رقم الهاتف',
    phone_hint: 'مع رمز الدولة، مثل ‎+20 2 1234 5678.',
    required: 'املأ حقل «{{label}}».',
    email_invalid: 'أدخل بريدًا إلكترونيًا مثل name@example.com.',
    phone_invalid: 'أدخل رقم هاتف مع رمز الدولة، بالأرقام فقط.',
    change: 'تغيير',
    continue: 'متابعة',
  },
  sign_in_options: {
    password_title: 'أدخل كلمة المرور',
    signing_in_as: 'تسجيل الدخول باسم {{identifier}}',
    forgot_password: 'هل نسيت كلمة المرور؟',
    use_code: 'سجّل الدخول برمز تحقق بدلًا من ذلك',
    use_password: 'سجّل الدخول بكلمة المرور بدلًا من ذلك',
    password_changed: 'تم تغيير كلمة المرور. سجّل الدخول بالكلمة الجديدة.',
  },
  verification_code: {
    title: 'أدخل رمز التحقق',
    description: 'أرسلنا رمزًا إلى {{identifier}}. وهو صالح لمدة 10 دقائق.',
    label: 'رمز التحقق',
    submit: 'متابعة',
    required: 'أدخل الرمز الذي وصلك.',
    resend: 'إرسال رمز جديد',
    resend_in: 'يمكنك طلب رمز جديد بعد {{seconds}} ثانية.',
    resent: 'رمز جديد في الطريق.',
    no_account: 'لا يوجد حساب يستخدم {{identifier}} بعد.',
    create_account: 'إنشاء حساب به',
    account_exists: 'يوجد حساب يستخدم {{identifier}} بالفعل.',
    sign_in_instead: 'تسجيل الدخول إليه',
    start_again: 'البدء من جديد',
  },
  registration: {
    code_description: 'سنرسل إليك رمزًا لتأكيده.',
    send_code: 'إرسال الرمز',
    profile_title: 'أكمل حسابك',
    profile_description: 'نحتاج بعض التفاصيل الإضافية للإنهاء.',
    finish: 'إنهاء',
  },
  forgot_password: {
    title: 'إعادة تعيين كلمة المرور',
    description: 'سنرسل رمزًا إلى البريد الإلكتروني أو رقم الهاتف الخاص بحسابك.',
    send_code: 'إرسال الرمز',
    back_to_sign_in: 'العودة إلى تسجيل الدخول',
    new_password_title: 'تعيين كلمة مرور جديدة',
    new_password: 'كلمة المرور الجديدة',
    confirm_password: 'تأكيد كلمة المرور الجديدة',
    submit: 'إعادة تعيين كلمة المرور',
    unavailable: 'إعادة تعيين كلمة المرور غير متاحة هنا. تواصل مع دعم هذه الخدمة.',
  },
  password_toggle: {
    show: 'إظهار كلمة المرور',
    hide: 'إخفاء كلمة المرور',
  },
  demo_app: {
    title: 'معاينة مباشرة',
    description: 'جرّب تجربة تسجيل الدخول لهذا المستأجر باستخدام تطبيقه التجريبي المدمج.',
    sign_in: 'تسجيل الدخول',
    signed_in_title: 'لقد سجّلت الدخول',
    claims: 'مطالبات رمز الهوية الخاص بك',
    sign_out: 'تسجيل الخروج',
    failed: 'لم يكتمل تسجيل الدخول: {{error}}',
  },
};

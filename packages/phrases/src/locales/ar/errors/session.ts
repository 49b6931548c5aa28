import type { LocalePhrases } from '../../../types.ts';
import { sessionMfa } from './session-mfa.ts';

export const session: NonNullable<NonNullable<LocalePhrases['errors']>['session']> = {
  verification_failed: 'لم ينجح التحقق. يُرجى المحاولة مرة أخرى.',
  connector_id_mismatch: 'الموصل لا يطابق الموصل الذي بدأ هذا التحقق.',
  identity_conflict: 'الحساب مرتبط بالفعل بهوية أخرى لدى هذا المزوّد.',
  not_found: 'لم يُعثر على جلسة تسجيل الدخول. يُرجى الرجوع وبدء تسجيل الدخول من جديد.',
  invalid_credentials: 'الحساب أو كلمة المرور غير صحيحة.',
  registration_disabled: 'التسجيل مغلق. اطلب من أحد المسؤولين إنشاء حساب لك.',
  sign_in_disabled: 'تسجيل الدخول غير متاح بعد. أنشئ حسابًا أولًا.',
  invalid_interaction_type: 'هذا الإجراء غير مسموح به في الخطوة الحالية.',
  identifier_not_found: 'لم يُعثر على معرّف المستخدم. يُرجى الرجوع وتسجيل الدخول مرة أخرى.',
  verification_session_not_found: 'لم يُعثر على عملية التحقق. يُرجى المحاولة مرة أخرى.',
  forgot_password_not_enabled: 'إعادة تعيين كلمة المرور غير مفعّلة.',
  insufficient_info: 'بعض المعلومات مفقودة.',
  interaction_not_found: 'لم يُعثر على جلسة تسجيل الدخول. يُرجى الرجوع وبدء تسجيل الدخول من جديد.',
  verification_blocked_too_many_attempts:
    'محاولات فاشلة كثيرة جدًا لهذا الحساب. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  not_supported_for_forgot_password: 'هذا غير متاح عند إعادة تعيين كلمة المرور.',
  captcha_required: 'يرجى إكمال اختبار captcha.',
  captcha_failed: 'تعذّر التحقق من captcha. يرجى المحاولة مرة أخرى.',
  sso_enabled:
    'يسجّل عنوان البريد الإلكتروني هذا الدخول عبر تسجيل الدخول الموحّد. تابع باستخدام موفّر الهوية الخاص بمؤسستك.',
  mfa: sessionMfa,
};

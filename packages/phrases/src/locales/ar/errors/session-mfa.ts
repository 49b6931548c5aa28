import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'الرمز غير صحيح أو سبق استخدامه.',
  invalid_backup_code: 'الرمز الاحتياطي غير صحيح أو سبق استخدامه.',
  webauthn_verification_failed: 'تعذّر التحقق من مفتاح الأمان أو مفتاح المرور.',
  webauthn_verification_not_found: 'لم يُعثر على مفتاح أمان أو مفتاح مرور لهذا الحساب.',
  pending_info_not_found: 'لم يُعثر على طريقة التحقق المراد إعدادها. يُرجى البدء من جديد.',
  mfa_factor_not_enabled: 'طريقة التحقق هذه غير مفعّلة.',
  require_mfa_verification: 'تحقّق باستخدام العامل الثاني للمتابعة.',
  mfa_policy_not_user_controlled: 'التحقق بخطوتين إلزامي ولا يمكن تخطيه.',
  backup_code_can_not_be_alone: 'لا يمكن أن تكون الرموز الاحتياطية طريقة التحقق الوحيدة.',
  backup_code_required: 'أعدّ الرموز الاحتياطية للمتابعة.',
};

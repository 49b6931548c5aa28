import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: '验证码不正确或已被使用。',
  invalid_backup_code: '备用码不正确或已被使用。',
  webauthn_verification_failed: '无法验证安全密钥或通行密钥。',
  webauthn_verification_not_found: '未找到此账户的安全密钥或通行密钥。',
  pending_info_not_found: '未找到要设置的验证方式，请重新开始。',
  mfa_factor_not_enabled: '此验证方式未启用。',
  require_mfa_verification: '请使用第二重验证方式进行验证后继续。',
  mfa_policy_not_user_controlled: '两步验证为必需项，无法跳过。',
  backup_code_can_not_be_alone: '备用码不能作为唯一的验证方式。',
  backup_code_required: '请设置备用码后继续。',
};

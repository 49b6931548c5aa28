import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: '驗證碼不正確或已被使用。',
  invalid_backup_code: '備用碼不正確或已被使用。',
  webauthn_verification_failed: '無法驗證安全密鑰或通行密鑰。',
  webauthn_verification_not_found: '找不到此帳戶的安全密鑰或通行密鑰。',
  pending_info_not_found: '找不到要設定的驗證方式，請重新開始。',
  mfa_factor_not_enabled: '此驗證方式未啟用。',
  require_mfa_verification: '請使用第二重驗證方式驗證後繼續。',
  mfa_policy_not_user_controlled: '兩步驗證為必需，無法略過。',
  backup_code_can_not_be_alone: '備用碼不能作為唯一的驗證方式。',
  backup_code_required: '請設定備用碼後繼續。',
};

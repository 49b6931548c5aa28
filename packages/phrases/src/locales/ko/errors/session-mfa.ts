import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: '코드가 올바르지 않거나 이미 사용되었습니다.',
  invalid_backup_code: '백업 코드가 올바르지 않거나 이미 사용되었습니다.',
  webauthn_verification_failed: '보안 키 또는 패스키를 확인할 수 없습니다.',
  webauthn_verification_not_found: '이 계정에 대한 보안 키 또는 패스키를 찾을 수 없습니다.',
  pending_info_not_found: '설정할 인증 방법을 찾을 수 없습니다. 처음부터 다시 시도하세요.',
  mfa_factor_not_enabled: '이 인증 방법은 사용 설정되어 있지 않습니다.',
  require_mfa_verification: '계속하려면 두 번째 인증 요소로 인증하세요.',
  mfa_policy_not_user_controlled: '2단계 인증은 필수이며 건너뛸 수 없습니다.',
  backup_code_can_not_be_alone: '백업 코드만 인증 방법으로 사용할 수는 없습니다.',
  backup_code_required: '계속하려면 백업 코드를 설정하세요.',
};

import type { LocalePhrases } from '../../../types.ts';
import { sessionMfa } from './session-mfa.ts';

export const session: NonNullable<NonNullable<LocalePhrases['errors']>['session']> = {
  verification_failed: '확인에 실패했습니다. 다시 시도해 주세요.',
  connector_id_mismatch: '커넥터가 이 확인을 시작한 커넥터와 일치하지 않습니다.',
  identity_conflict: '이 계정은 이미 이 공급자의 다른 ID에 연결되어 있습니다.',
  not_found: '로그인 세션을 찾을 수 없습니다. 이전 화면으로 돌아가 로그인을 다시 시작하세요.',
  invalid_credentials: '계정 또는 비밀번호가 올바르지 않습니다.',
  registration_disabled: '가입이 닫혀 있습니다. 관리자에게 계정 생성을 요청하세요.',
  sign_in_disabled: '아직 로그인할 수 없습니다. 먼저 계정을 만드세요.',
  invalid_interaction_type: '현재 단계에서는 이 작업이 허용되지 않습니다.',
  identifier_not_found: '사용자 식별자를 찾을 수 없습니다. 이전 화면으로 돌아가 다시 로그인하세요.',
  verification_session_not_found: '인증 정보를 찾을 수 없습니다. 다시 시도하세요.',
  forgot_password_not_enabled: '비밀번호 재설정이 활성화되어 있지 않습니다.',
  insufficient_info: '일부 정보가 누락되었습니다.',
  interaction_not_found:
    '로그인 세션을 찾을 수 없습니다. 이전 화면으로 돌아가 로그인을 다시 시작하세요.',
  verification_blocked_too_many_attempts:
    '이 계정에 대한 실패한 시도가 너무 많습니다. 잠시 기다린 후 다시 시도하세요.',
  not_supported_for_forgot_password: '비밀번호를 재설정할 때는 사용할 수 없습니다.',
  captcha_required: '캡차를 완료해 주세요.',
  captcha_failed: '캡차를 확인할 수 없습니다. 다시 시도해 주세요.',
  sso_enabled: '이 이메일 주소는 싱글 사인온으로 로그인합니다. 조직의 ID 공급자로 계속하세요.',
  mfa: sessionMfa,
};

import type { LocalePhrases } from '../../../types.ts';

export const session: NonNullable<NonNullable<LocalePhrases['errors']>['session']> = {
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
};

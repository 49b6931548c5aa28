import type { LocalePhrases } from '../../../types.ts';

export const errorPhrases: NonNullable<LocalePhrases['sign-in']> = {
  errors: {
    generic: '문제가 발생했습니다. 다시 시도하세요.',
    network: '서버에 연결할 수 없습니다. 연결 상태를 확인하고 다시 시도하세요.',
    session: {
      invalid_credentials: '사용자 이름 또는 비밀번호가 올바르지 않습니다.',
      registration_disabled: '가입이 닫혀 있습니다. 기존 계정으로 로그인하세요.',
      not_found: '로그인 세션이 만료되었습니다. 애플리케이션으로 돌아가 다시 시작하세요.',
      interaction_not_found:
        '로그인 세션이 만료되었습니다. 애플리케이션으로 돌아가 다시 시작하세요.',
      verification_session_not_found: '로그인 세션이 만료되었습니다. 다시 시도하세요.',
      verification_failed: '인증에 성공하지 못했습니다. 다시 시도하세요.',
      verification_blocked_too_many_attempts:
        '시도 횟수가 너무 많습니다. 잠시 기다린 후 다시 시도하세요.',
      identifier_not_found: '사용자 이름 또는 비밀번호가 올바르지 않습니다.',
      invalid_interaction_type: '현재 요청에서는 이 작업을 사용할 수 없습니다.',
      invalid_sign_in_method: '이 로그인 방법은 활성화되어 있지 않습니다.',
      identity_conflict: '이 계정은 이미 다른 ID에 연결되어 있습니다.',
      captcha_required: 'CAPTCHA를 완료하세요.',
      captcha_failed: 'CAPTCHA 확인에 실패했습니다. 다시 시도하세요.',
      unauthorized: '먼저 로그인하세요.',
      mfa: {
        require_mfa_verification: '로그인하려면 추가 인증이 필요합니다.',
      },
    },
    user: {
      suspended: '이 계정은 정지되었습니다.',
      username_already_in_use: '이미 사용 중인 사용자 이름입니다.',
      user_not_exist: '사용자 이름 또는 비밀번호가 올바르지 않습니다.',
      sign_in_method_not_enabled: '이 로그인 방법은 활성화되어 있지 않습니다.',
      sign_up_method_not_enabled: '이 가입 방법은 활성화되어 있지 않습니다.',
      missing_profile: '필수 계정 정보 중 일부가 누락되었습니다.',
      username_required: '사용자 이름은 필수입니다.',
      password_required_in_profile: '비밀번호는 필수입니다.',
      suggest_mfa: '이 계정에는 추가 인증을 설정하는 것이 좋습니다.',
      missing_mfa: '이 계정에는 추가 인증을 설정해야 합니다.',
      username_starts_with_number: '사용자 이름은 숫자로 시작할 수 없습니다.',
      username_invalid_charset_hard: '사용자 이름에 허용되지 않는 문자가 포함되어 있습니다.',
      username_too_short: '사용자 이름이 너무 짧습니다.',
      username_too_long: '사용자 이름이 너무 깁니다.',
      username_uppercase_not_allowed: '사용자 이름에는 대문자를 사용할 수 없습니다.',
      username_lowercase_not_allowed: '사용자 이름에는 소문자를 사용할 수 없습니다.',
      username_numbers_not_allowed: '사용자 이름에는 숫자를 사용할 수 없습니다.',
      username_underscore_not_allowed: '사용자 이름에는 밑줄을 사용할 수 없습니다.',
    },
    password: {
      rejected: '비밀번호가 요구 사항을 충족하지 않습니다.',
      expired: '비밀번호가 만료되었습니다. 계속하려면 비밀번호를 재설정하세요.',
    },
    password_rejected: {
      too_short: '{{min}}자 이상 입력하세요.',
      too_long: '{{max}}자 이하로 입력하세요.',
      unsupported_characters: '영문자, 숫자, 공백 및 표준 키보드의 기호만 사용하세요.',
      character_types: '소문자, 대문자, 숫자, 기호 중 최소 {{min}}가지 유형의 문자를 사용하세요.',
      pwned: '이 비밀번호는 데이터 유출에서 발견되었습니다. 다른 비밀번호를 선택하세요.',
      restricted: {
        repetition: '“aaa”와 같이 반복되는 문자는 피하세요.',
        sequence: '“abc”, “123”, “qwe”와 같은 연속된 문자는 피하세요.',
        words: '이 제품과 관련된 단어는 피하세요.',
        user_info: '사용자 이름이나 기타 개인 정보는 사용하지 마세요.',
      },
    },
    guard: {
      invalid_input: '입력한 정보 중 일부가 올바르지 않습니다.',
    },
    request: {
      general: '요청에 실패했습니다. 다시 시도하세요.',
      invalid_input: '입력한 정보 중 일부가 올바르지 않습니다.',
      message_rate_limited: '요청이 너무 많습니다. 잠시 기다린 후 다시 시도하세요.',
      rate_limited: '요청이 너무 많습니다. 잠시 기다린 후 다시 시도하세요.',
    },
    oidc: {
      invalid_request: '로그인 요청이 올바르지 않습니다. 애플리케이션으로 돌아가 다시 시작하세요.',
      session_not_found: '로그인 세션이 만료되었습니다. 애플리케이션으로 돌아가 다시 시작하세요.',
      access_denied: '접근이 거부되었습니다.',
      aborted: '로그인이 취소되었습니다.',
    },
    application: {
      user_consent_scopes_not_found: '요청한 권한을 찾을 수 없습니다.',
    },
    entity: {
      not_exists: '요청한 항목이 존재하지 않습니다.',
      not_found: '요청한 항목이 존재하지 않습니다.',
    },
  },
};

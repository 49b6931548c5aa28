import type { LocalePhrases } from '../../../types.ts';

export const auth: NonNullable<NonNullable<LocalePhrases['errors']>['auth']> = {
  authorization_header_missing: 'Authorization 헤더가 없습니다.',
  authorization_token_type_not_supported:
    '지원되지 않는 인증 유형입니다. Bearer 토큰을 사용하세요.',
  unauthorized: '인증되지 않았습니다. 자격 증명과 해당 스코프를 확인하세요.',
  forbidden: '금지되었습니다. 역할과 권한을 확인하세요.',
  expected_role_not_found: '필요한 역할을 찾을 수 없습니다. 역할과 권한을 확인하세요.',
  jwt_sub_missing: '토큰에 `sub` 클레임이 없습니다.',
  third_party_application_forbidden: '타사 애플리케이션은 이 작업을 수행할 수 없습니다.',
  require_re_authentication: '계속하려면 다시 로그인하세요.',
  exceed_token_limit: '이 테넌트의 토큰 한도에 도달했습니다.',
};

import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: '공개 이메일 도메인은 허용되지 않습니다.',
  duplicated_domains: '중복된 도메인이 있습니다.',
  invalid_domain_format: '도메인 형식이 잘못되었습니다.',
  duplicate_connector_name: '커넥터 이름이 이미 존재합니다. 다른 이름을 선택하세요.',
  idp_initiated_authentication_not_supported: 'IdP 시작 인증은 SAML 커넥터에서만 지원됩니다.',
  idp_initiated_authentication_invalid_application_type:
    '잘못된 애플리케이션 유형입니다. {{type}} 애플리케이션만 허용됩니다.',
  idp_initiated_authentication_redirect_uri_not_registered:
    '리디렉션 URI가 등록되어 있지 않습니다. 애플리케이션 설정을 확인하세요.',
  idp_initiated_authentication_client_callback_uri_not_found:
    'IdP 시작 인증의 클라이언트 콜백 URI를 찾을 수 없습니다. 커넥터 설정을 확인하세요.',
  can_not_delete_active_signing_key: '활성 서명 키는 삭제할 수 없습니다.',
  can_not_deactivate_signing_key_in_use:
    '서명 키가 사용 중이라 비활성화할 수 없습니다. 먼저 다른 키를 활성화하세요.',
  active_signing_key_required: '요청에 서명하려면 커넥터에 활성 서명 키가 필요합니다.',
  sso_signing_unavailable: 'SAML 요청에 서명할 수 없습니다.',
};

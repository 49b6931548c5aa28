import type { LocalePhrases } from '../../../types.ts';

export const role: NonNullable<NonNullable<LocalePhrases['errors']>['role']> = {
  name_in_use: '역할 이름 {{name}}은(는) 이미 사용 중입니다.',
  scope_exists: 'ID가 {{scopeId}}인 권한이 이미 이 역할에 추가되어 있습니다.',
  user_exists: 'ID가 {{userId}}인 사용자가 이미 이 역할에 추가되어 있습니다.',
  application_exists: 'ID가 {{applicationId}}인 애플리케이션이 이미 이 역할에 추가되어 있습니다.',
  default_role_missing: '일부 기본 역할 이름이 존재하지 않습니다.',
  management_api_scopes_not_assignable_to_user_role:
    '관리 API 권한은 사용자 역할에 할당할 수 없습니다.',
  internal_role_violation:
    '내부 역할을 변경하거나 삭제하려고 한 것 같습니다. 이 작업은 허용되지 않습니다.',
};

export const scope: NonNullable<NonNullable<LocalePhrases['errors']>['scope']> = {
  name_exists: '권한 이름이 이미 존재합니다.',
  name_with_space: '권한 이름에는 공백을 포함할 수 없습니다.',
};

export const resource: NonNullable<NonNullable<LocalePhrases['errors']>['resource']> = {
  resource_identifier_in_use: 'API 식별자 {{indicator}}은(는) 이미 사용 중입니다.',
  cannot_delete_management_api: '관리 API는 삭제할 수 없습니다.',
  cannot_modify_management_api: '관리 API는 수정할 수 없습니다.',
};

export const application: NonNullable<NonNullable<LocalePhrases['errors']>['application']> = {
  secret_name_exists: '이 이름의 시크릿이 이미 존재합니다.',
  invalid_type: '이 애플리케이션 유형은 여기에서 허용되지 않습니다.',
  invalid_role_type: '이 역할 유형은 머신 간 애플리케이션에 할당할 수 없습니다.',
  invalid_third_party_application_type:
    '기존 웹, 단일 페이지, 네이티브 애플리케이션만 서드파티 앱으로 지정할 수 있습니다.',
  third_party_application_only: '이 기능은 서드파티 애플리케이션에서만 사용할 수 있습니다.',
  third_party_application_cannot_enable_token_exchange:
    '서드파티 애플리케이션에서는 토큰 익스체인지를 사용할 수 없습니다.',
  user_consent_scopes_not_found: '일부 사용자 동의 스코프가 존재하지 않습니다.',
  consent_management_api_scopes_not_allowed: '사용자에게 관리 API 권한을 요청할 수 없습니다.',
  device_flow_native_only: '디바이스 플로는 네이티브 애플리케이션에서만 사용할 수 있습니다.',
  device_flow_not_changeable: '디바이스 플로 설정은 생성 후 변경할 수 없습니다.',
  protected_application_only: '이 기능은 보호된 애플리케이션에서만 사용할 수 있습니다.',
  no_legacy_secret_found: '이 애플리케이션에는 삭제할 레거시 시크릿이 없습니다.',
  saml: {
    use_saml_app_api: 'SAML 앱에는 SAML 애플리케이션 API(`/api/saml-applications`)를 사용하세요.',
    saml_application_only: '이 API는 SAML 애플리케이션에서만 사용할 수 있습니다.',
    acs_url_binding_not_supported: 'ACS URL에는 HTTP-POST 바인딩만 지원됩니다.',
    acs_url_scheme_not_supported: 'ACS URL은 http 또는 https를 사용해야 합니다.',
    acs_url_required: '서비스 제공자의 ACS URL이 구성되지 않았습니다.',
    entity_id_required: '서비스 제공자의 엔터티 ID가 구성되지 않았습니다.',
    can_not_delete_active_secret: '활성 서명 인증서는 삭제할 수 없습니다.',
    no_active_secret: 'SAML 애플리케이션에 활성 서명 인증서가 없습니다.',
    invalid_certificate_pem_format: '인증서가 유효한 PEM 인증서가 아닙니다.',
    certificate_required: '어설션을 암호화하려면 인증서가 필요합니다.',
    invalid_saml_request: 'SAML 인증 요청이 유효하지 않습니다.',
    auth_request_issuer_not_match:
      '인증 요청의 발급자가 애플리케이션의 엔터티 ID와 일치하지 않습니다.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      '쿠키에서 SAML 로그인 세션을 찾을 수 없습니다.',
    sp_initiated_saml_sso_session_not_found: 'SAML 로그인 세션을 찾을 수 없거나 만료되었습니다.',
    state_mismatch: '인가 응답의 state가 SAML 로그인 세션과 일치하지 않습니다.',
    missing_email_address: '사용자에게 NameID 형식에 필요한 이메일 주소가 없습니다.',
    email_address_unverified: '사용자의 이메일 주소가 인증되지 않았습니다.',
  },
};

export const log: NonNullable<NonNullable<LocalePhrases['errors']>['log']> = {
  invalid_time_window: '기간이 올바르지 않습니다. 시작 시점은 종료 시점보다 앞서야 합니다.',
  invalid_type: '로그 유형이 올바르지 않습니다.',
};

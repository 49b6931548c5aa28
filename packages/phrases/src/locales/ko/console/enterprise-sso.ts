import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: '엔터프라이즈 SSO',
    subtitle: '회사 구성원이 이메일 도메인에 따라 선택되는 자체 ID 공급자로 로그인하도록 합니다.',
    empty: '아직 엔터프라이즈 SSO 커넥터가 없습니다',
    empty_description: '커넥터를 추가해 회사의 이메일 도메인을 해당 ID 공급자로 연결하세요.',
    no_domains: '도메인 없음',
    columns: {
      name: '이름',
      provider: '공급자',
      domains: '이메일 도메인',
    },
    providers: {
      OIDC: 'OpenID Connect를 지원하는 모든 ID 공급자.',
      SAML: 'SAML 2.0을 지원하는 모든 ID 공급자.',
      AzureAD: 'SAML 2.0을 통한 Microsoft Entra ID(이전 Azure AD).',
      GoogleWorkspace: 'Google Workspace 조직의 Google 계정.',
      Okta: 'OpenID Connect를 통한 Okta 조직.',
      AzureAdOidc: 'OpenID Connect를 통한 Microsoft Entra ID(이전 Azure AD).',
    },
    create: {
      button: '엔터프라이즈 커넥터 추가',
      title: '엔터프라이즈 SSO 커넥터 추가',
      description: '회사의 ID 공급자를 선택한 다음 커넥터 이름을 지정하세요.',
      provider_label: 'ID 공급자',
      providers_error: 'ID 공급자 목록을 불러오지 못했습니다.',
      name_label: '커넥터 이름',
      name_description: '콘솔에서 본인만 볼 수 있습니다.',
      name_placeholder: '예: Acme Okta',
      created: '커넥터 {{name}}을(를) 추가했습니다.',
    },
    tabs: {
      connection: '연결',
      experience: '경험',
      idp_initiated_auth: 'IdP 시작 SSO',
    },
    detail: {
      connector_id: '커넥터 ID',
      delete_message:
        '이 커넥터의 이메일 도메인 사용자는 더 이상 이 커넥터로 로그인할 수 없습니다. 되돌릴 수 없습니다.',
    },
    connection: {
      idp_title: 'ID 공급자',
    },
    oidc: {
      description: 'ID 공급자에 등록한 OIDC 애플리케이션에서 이 값들을 복사하세요.',
      issuer: '발급자(Issuer)',
      issuer_description: '검색 문서는 /.well-known/openid-configuration에서 읽습니다.',
      client_id: '클라이언트 ID',
      client_secret: '클라이언트 시크릿',
      scope: '스코프',
      scope_description: '공백으로 구분합니다. openid는 항상 요청됩니다.',
    },
    saml: {
      description: 'ID 공급자의 메타데이터를 URL이나 XML로 제공하거나 값을 하나씩 입력하세요.',
      source_label: 'ID 공급자 메타데이터',
      sources: {
        url: '메타데이터 URL',
        xml: '메타데이터 XML',
        manual: '직접 입력',
      },
      metadata_url: '메타데이터 URL',
      metadata_xml: '메타데이터 XML',
      idp_entity_id: 'IdP 엔터티 ID',
      sso_url: '싱글 사인온 URL',
      certificate: '서명 인증서',
    },
    sp: {
      title: '서비스 공급자 값',
      saml_description: 'ID 공급자의 SAML 애플리케이션에 이 값들을 입력하세요.',
      oidc_description: 'ID 공급자의 OIDC 애플리케이션에 이 리디렉션 URI를 등록하세요.',
      acs_url: '어설션 소비자 서비스(ACS) URL',
      entity_id: '서비스 공급자 엔터티 ID',
      redirect_uri: '리디렉션 URI',
    },
    experience: {
      branding_title: '로그인 버튼',
      branding_description: '로그인 페이지에서 커넥터가 표시되는 방식.',
      connector_name: '커넥터 이름',
      connector_name_description: '콘솔에서 본인만 볼 수 있습니다.',
      display_name: '표시 이름',
      display_name_description: '로그인 버튼에 표시됩니다. 비어 있으면 커넥터 이름이 표시됩니다.',
      logo: '로고 URL',
      dark_logo: '로고 URL(다크 모드)',
      routing_title: '라우팅 및 프로필',
      routing_description:
        '이메일 주소가 이 도메인 중 하나로 끝나는 사용자는 이 커넥터로 로그인합니다.',
      domains: '이메일 도메인',
      domains_description: '각 도메인 뒤에 Enter 키를 누르거나 쉼표를 입력하세요.',
      sync_profile: '로그인할 때마다 프로필 동기화',
      sync_profile_description:
        '끄면 이름, 이메일, 아바타는 첫 로그인 때만 ID 공급자에서 복사됩니다.',
    },
    idp_initiated: {
      title: 'IdP 시작 싱글 사인온',
      description:
        '사용자가 ID 공급자 포털에서 시작해 로그인된 상태로 애플리케이션에 도착할 수 있습니다. 이 ACS URL을 ID 공급자에 제공하세요.',
      load_error: 'IdP 시작 로그인 설정을 불러오지 못했습니다.',
      config_title: '설정',
      enable: 'IdP 시작 로그인 허용',
      enable_description: '끄면 ID 공급자가 시작한 로그인은 거부됩니다.',
      default_application: '기본 애플리케이션',
      default_application_description:
        '로그인 후 도착하는 기존 웹, 단일 페이지 또는 SAML 애플리케이션.',
      choose_application: '애플리케이션 선택',
      no_applications: '적합한 애플리케이션이 없습니다',
      flow_label: '로그인 후',
      flow_auto: '앱의 리디렉션 URI로 권한 부여 요청을 즉시 보내기',
      flow_client: '로그인을 시작하는 앱 자체 콜백으로 넘기기',
      redirect_uri: '리디렉션 URI',
      redirect_uri_description: '애플리케이션에 등록된 리디렉션 URI 중 하나.',
      client_callback_uri: '클라이언트 콜백 URI',
      client_callback_uri_description: '앱에서 SP 시작 로그인을 시작하는 주소.',
    },
    errors: {
      required: '필수 입력 항목입니다.',
      invalid_url: '올바른 http 또는 https URL을 입력하세요.',
      invalid_domain: 'example.com 같은 도메인을 입력하세요.',
      duplicated_domain: '각 도메인은 한 번만 입력할 수 있습니다.',
    },
  };

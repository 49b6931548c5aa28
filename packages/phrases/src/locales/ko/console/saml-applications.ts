import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'SAML 설정을 불러오지 못했습니다.',
  create: {
    button: 'SAML 앱 만들기',
    title: 'SAML 앱 만들기',
    description:
      'Gatehouse가 SAML 2.0을 사용하는 앱에 사용자를 로그인시킵니다. 여기서 이름을 정한 다음 설정에서 ACS URL과 엔터티 ID를 입력하세요.',
  },
  tabs: {
    attribute_mapping: '속성 매핑',
  },
  settings: {
    general: '일반',
    name: '애플리케이션 이름',
    description: '설명',
    sp_title: '서비스 공급자',
    sp_description: '서명된 SAML 응답을 보내는 곳과 그 대상.',
    acs_url: '어설션 소비자 서비스(ACS) URL',
    acs_url_description: 'SAML 응답을 받는 서비스 공급자의 주소.',
    acs_binding: '바인딩',
    acs_binding_description: '응답이 ACS URL에 전달되는 방식.',
    entity_id: '서비스 공급자 엔터티 ID',
    entity_id_description: '어설션의 대상, 최대 128자.',
    name_id_format: 'NameID 형식',
    name_id_format_description: '어설션 주체에서 사용자를 나타내는 방식.',
    encryption_title: '암호화',
    encryption_description: '서비스 공급자의 인증서로 어설션을 암호화합니다.',
    encrypt_assertion: '어설션 암호화',
    encrypt_then_sign: '암호화 후 서명',
    encrypt_then_sign_description: '서명된 어설션을 암호화하는 대신 암호화된 어설션에 서명합니다.',
    encryption_certificate: '서비스 공급자 인증서',
    encryption_certificate_description: '공개 키로 어설션을 암호화하는 PEM 인증서.',
  },
  name_id_formats: {
    persistent: '영구(사용자 ID)',
    email_address: '이메일 주소',
    transient: '임시(로그인할 때마다 새로 생성)',
    unspecified: '지정되지 않음',
  },
  idp: {
    title: 'ID 공급자 메타데이터',
    description:
      '서비스 공급자에게 당사 메타데이터 또는 싱글 사인온 URL과 활성 인증서를 제공하세요.',
    metadata_url: 'IdP 메타데이터 URL',
    sso_url: '싱글 사인온 URL',
    download_metadata: '메타데이터 다운로드',
  },
  certificates: {
    title: '서명 인증서',
    description:
      'SAML 응답은 활성 인증서로 서명됩니다. 기존 인증서가 만료되기 전에 새 인증서를 추가하고 활성화하세요.',
    create: '인증서 추가',
    create_title: '서명 인증서 추가',
    create_submit: '추가',
    life_span: '유효 기간(년)',
    created: '인증서를 추가했습니다.',
    empty:
      '아직 인증서가 없습니다. 활성 인증서가 없으면 응답에 서명할 수 없으니 하나를 추가하세요.',
    load_error: '인증서를 불러오지 못했습니다.',
    fingerprint: 'SHA-256 지문',
    status: '상태',
    active: '활성',
    inactive: '비활성',
    expires_at: '만료일',
    expired: '만료됨',
    download: '다운로드',
    activate: '활성화',
    activated: '인증서를 활성화했습니다.',
    delete_label: '인증서 {{fingerprint}} 삭제',
    delete_title: '이 인증서를 삭제할까요?',
    delete_message:
      '아직 이 인증서를 신뢰하는 서비스 공급자는 이 인증서로 서명된 응답을 거부합니다.',
    deleted: '인증서를 삭제했습니다.',
  },
  attributes: {
    title: '속성 매핑',
    description: 'SAML 어설션으로 보내는 사용자 정보와 각각이 전송되는 속성 이름.',
    add: '속성 추가',
    empty: '매핑된 속성이 없습니다',
    empty_description: '정보를 매핑하기 전까지는 NameID만 전송됩니다.',
    user_claim: '사용자 정보',
    saml_attribute: 'SAML 속성 이름',
    user_claim_of: '{{index}}행의 사용자 정보',
    saml_attribute_of: '{{index}}행의 SAML 속성 이름',
    remove: '{{name}} 제거',
  },
  errors: {
    invalid_url: '올바른 http 또는 https URL을 입력하세요.',
    certificate_required: '어설션을 암호화하려면 인증서가 필요합니다.',
    duplicated_attribute: '각 정보는 한 번만 매핑할 수 있습니다.',
  },
};

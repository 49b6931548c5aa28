export const connector = {
  authorization_failed: '공급자가 로그인을 승인하지 않았습니다.',
  social_auth_code_invalid: '공급자가 인증 코드를 거부했습니다. 다시 로그인해 주세요.',
  social_invalid_access_token: '공급자가 액세스 토큰을 거부했습니다.',
  social_invalid_id_token: '공급자의 ID 토큰이 유효하지 않습니다.',
  general: '커넥터 오류: {{message}}',
  not_found: '활성화된 {{type}} 커넥터를 찾을 수 없습니다.',
  not_found_with_connector_id: 'ID가 {{connectorId}}인 커넥터 팩토리가 없습니다.',
  not_implemented: '커넥터가 아직 이 작업을 지원하지 않습니다.',
  invalid_metadata: '커넥터 메타데이터가 올바르지 않습니다.',
  invalid_config_guard: '커넥터 구성이 올바르지 않습니다.',
  invalid_config: '커넥터 구성이 불완전하거나 잘못되었습니다.',
  unexpected_type: '이 유형의 커넥터는 여기에서 사용할 수 없습니다.',
  invalid_request_parameters: '커넥터 요청의 매개변수가 잘못되었습니다.',
  insufficient_request_parameters: '커넥터 요청에 일부 매개변수가 없습니다.',
  invalid_response: '커넥터 제공자가 오류로 응답했습니다.',
  template_not_found: '이 용도의 메시지 템플릿을 찾을 수 없습니다.',
  rate_limit_exceeded: '너무 많은 메시지를 보냈습니다. 나중에 다시 시도하세요.',
  multiple_instances_not_supported: '이 커넥터는 한 번만 추가할 수 있습니다.',
  invalid_type_for_syncing_profile: '소셜 커넥터만 사용자 프로필을 동기화할 수 있습니다.',
  should_specify_target: '표준 커넥터는 메타데이터에 대상이 필요합니다.',
  cannot_overwrite_metadata_for_non_standard_connector:
    '비표준 커넥터의 메타데이터는 덮어쓸 수 없습니다.',
  multiple_target_with_same_platform: '두 소셜 커넥터가 같은 플랫폼에서 대상을 공유할 수 없습니다.',
  token_storage_not_supported: '이 커넥터는 토큰을 저장할 수 없습니다.',
  email_connector: {
    bulk_deletion_no_filter: '이메일 템플릿을 삭제하려면 언어 또는 템플릿 유형이 필요합니다.',
  },
};

export const verification_code = {
  phone_email_empty: '전화번호와 이메일 주소가 모두 비어 있습니다.',
  not_found: '인증 코드를 찾을 수 없습니다. 먼저 새 코드를 보내세요.',
  phone_mismatch: '전화번호가 코드를 보낸 번호와 일치하지 않습니다.',
  email_mismatch: '이메일 주소가 코드를 보낸 주소와 일치하지 않습니다.',
  code_mismatch: '인증 코드가 올바르지 않습니다.',
  expired: '인증 코드가 만료되었습니다. 새 코드를 보내세요.',
  exceed_max_try: '잘못된 시도가 너무 많습니다. 새 인증 코드를 보내세요.',
};

import type { LocalePhrases } from '../../../types.ts';

export const request: NonNullable<NonNullable<LocalePhrases['errors']>['request']> = {
  general: '요청을 완료할 수 없습니다.',
  invalid_input: '입력이 올바르지 않습니다: {{message}}',
  invalid_json: '요청 본문이 올바른 JSON이 아닙니다.',
  payload_too_large: '요청 본문이 제한 크기인 {{limit}}바이트를 초과합니다.',
  unsupported_media_type: '이 엔드포인트는 JSON 본문만 허용합니다(Content-Type: application/json).',
  not_found: '이 주소에는 아무것도 없습니다.',
  internal_server_error: '내부 서버 오류입니다.',
  range_not_satisfiable: '요청한 범위를 충족할 수 없습니다.',
  feature_not_supported: '이 기능은 지원되지 않습니다.',
  message_rate_limited: '요청이 너무 많습니다. 나중에 다시 시도하세요.',
  rate_limited: '요청이 너무 많습니다. 나중에 다시 시도하세요.',
};

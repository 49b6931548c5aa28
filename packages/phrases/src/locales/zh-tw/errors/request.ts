import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const request: Errors['request'] = {
  general: '無法完成請求。',
  invalid_input: '輸入無效：{{message}}',
  invalid_json: '請求本文不是有效的 JSON。',
  payload_too_large: '請求本文大小超過了 {{limit}} 位元組的上限。',
  unsupported_media_type: '此端點僅接受 JSON 請求本文（Content-Type: application/json）。',
  not_found: '此地址不存在任何內容。',
  internal_server_error: '伺服器內部錯誤。',
  range_not_satisfiable: '無法滿足請求的範圍。',
  feature_not_supported: '不支援此功能。',
  message_rate_limited: '請求過多。請稍後重試。',
  rate_limited: '請求過多。請稍後重試。',
};

import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const request: Errors['request'] = {
  general: '无法完成请求。',
  invalid_input: '输入无效：{{message}}',
  invalid_json: '请求体不是有效的 JSON。',
  payload_too_large: '请求体大小超过了 {{limit}} 字节的上限。',
  unsupported_media_type: '此端点仅接受 JSON 请求体（Content-Type: application/json）。',
  not_found: '此地址不存在任何内容。',
  internal_server_error: '服务器内部错误。',
  range_not_satisfiable: '无法满足请求的范围。',
  feature_not_supported: '不支持此功能。',
  message_rate_limited: '请求过多。请稍后重试。',
  rate_limited: '请求过多。请稍后重试。',
};

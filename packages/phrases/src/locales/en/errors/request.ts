export const request = {
  general: 'The request could not be completed.',
  invalid_input: 'The input is invalid: {{message}}',
  invalid_json: 'The request body is not valid JSON.',
  payload_too_large: 'The request body is larger than the limit of {{limit}} bytes.',
  unsupported_media_type:
    'This endpoint accepts JSON bodies only (Content-Type: application/json).',
  not_found: 'There is nothing at this address.',
  internal_server_error: 'Internal server error.',
  range_not_satisfiable: 'The requested range cannot be satisfied.',
  feature_not_supported: 'This feature is not supported.',
  message_rate_limited: 'Too many requests. Please try again later.',
  rate_limited: 'Too many requests. Please try again later.',
} as const;

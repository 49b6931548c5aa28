export const request = {
  general: 'Não foi possível concluir a solicitação.',
  invalid_input: 'A entrada é inválida: {{message}}',
  invalid_json: 'O corpo da solicitação não é um JSON válido.',
  payload_too_large: 'O corpo da solicitação excede o limite de {{limit}} bytes.',
  unsupported_media_type:
    'Este endpoint aceita apenas corpos JSON (Content-Type: application/json).',
  not_found: 'Não há nada neste endereço.',
  internal_server_error: 'Erro interno do servidor.',
  range_not_satisfiable: 'O intervalo solicitado não pode ser atendido.',
  feature_not_supported: 'Este recurso não é compatível.',
  message_rate_limited: 'Solicitações demais. Tente novamente mais tarde.',
  rate_limited: 'Solicitações demais. Tente novamente mais tarde.',
};

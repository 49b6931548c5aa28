export const request = {
  general: 'Não foi possível concluir o pedido.',
  invalid_input: 'A entrada é inválida: {{message}}',
  invalid_json: 'O corpo do pedido não é JSON válido.',
  payload_too_large: 'O corpo do pedido excede o limite de {{limit}} bytes.',
  unsupported_media_type: 'Este endpoint só aceita corpos JSON (Content-Type: application/json).',
  not_found: 'Não existe nada neste endereço.',
  internal_server_error: 'Erro interno do servidor.',
  range_not_satisfiable: 'O intervalo pedido não pode ser satisfeito.',
  feature_not_supported: 'Esta funcionalidade não é suportada.',
  message_rate_limited: 'Demasiados pedidos. Tente novamente mais tarde.',
  rate_limited: 'Demasiados pedidos. Tente novamente mais tarde.',
};

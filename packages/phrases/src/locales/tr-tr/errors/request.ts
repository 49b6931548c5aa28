export const request = {
  general: 'İstek tamamlanamadı.',
  invalid_input: 'Girdi geçersiz: {{message}}',
  invalid_json: 'İstek gövdesi geçerli bir JSON değil.',
  payload_too_large: 'İstek gövdesi, {{limit}} baytlık sınırdan büyük.',
  unsupported_media_type:
    'Bu uç nokta yalnızca JSON gövdelerini kabul eder (Content-Type: application/json).',
  not_found: 'Bu adreste hiçbir şey yok.',
  internal_server_error: 'Dahili sunucu hatası.',
  range_not_satisfiable: 'İstenen aralık karşılanamıyor.',
  feature_not_supported: 'Bu özellik desteklenmiyor.',
  message_rate_limited: 'Çok fazla istek. Lütfen daha sonra tekrar deneyin.',
  rate_limited: 'Çok fazla istek. Lütfen daha sonra tekrar deneyin.',
};

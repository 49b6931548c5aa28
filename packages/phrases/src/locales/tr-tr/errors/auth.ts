export const auth = {
  authorization_header_missing: 'Authorization başlığı eksik.',
  authorization_token_type_not_supported:
    'Bu yetkilendirme türü desteklenmiyor; Bearer token kullanın.',
  unauthorized: 'Yetkisiz. Kimlik bilgilerinizi ve kapsamlarını kontrol edin.',
  forbidden: 'Yasak. Rollerinizi ve izinlerinizi kontrol edin.',
  expected_role_not_found: 'Beklenen bir rol bulunamadı. Rollerinizi ve izinlerinizi kontrol edin.',
  jwt_sub_missing: 'Token’da `sub` talebi yok.',
  third_party_application_forbidden: 'Üçüncü taraf uygulamalar bunu yapamaz.',
  require_re_authentication: 'Devam etmek için lütfen tekrar giriş yapın.',
  exceed_token_limit: 'Bu kiracının token sınırına ulaşıldı.',
};

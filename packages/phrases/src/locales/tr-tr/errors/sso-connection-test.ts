export const sso_connection_test = {
  finished: 'Bağlantı testi tamamlandı. Sonucu görmek için bu pencereyi kapatıp konsola dönün.',
  test_not_found:
    'Bu bağlantı testi bilinmiyor veya süresi doldu. Konsoldan yeni bir test başlatın.',
} as const;

export const entity = {
  invalid_input: 'Geçersiz girdi. Değerler beklenen yapıyla eşleşmiyor olabilir.',
  value_too_long: 'Değerlerden biri çok uzun.',
  create_failed: '{{name}} oluşturulamadı.',
  db_constraint_violated: 'Bir veritabanı kısıtlaması ihlal edildi.',
  not_exists: '{{name}} mevcut değil.',
  not_exists_with_id: '`{{id}}` kimliğine sahip {{name}} mevcut değil.',
  not_found: 'Kaynak mevcut değil.',
  relation_foreign_key_not_found: 'Başvurulan bir varlık mevcut değil.',
  unique_integrity_violation: 'Varlık zaten mevcut. Girdinizi kontrol edip tekrar deneyin.',
};

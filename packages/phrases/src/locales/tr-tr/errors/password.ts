export const password = {
  unsupported_encryption_method: '{{name}} parola şifreleme yöntemi desteklenmiyor.',
  rejected: 'Parola, parola politikasını karşılamıyor.',
  expired: 'Parolanın süresi doldu. Lütfen parolayı sıfırlayın.',
  invalid_legacy_password_format: 'Eski parola biçimi geçersiz.',
  unsupported_legacy_hash_algorithm: '{{algorithm}} eski karma algoritması desteklenmiyor.',
};

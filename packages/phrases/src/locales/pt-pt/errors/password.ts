export const password = {
  unsupported_encryption_method:
    'O método de encriptação de palavras-passe {{name}} não é suportado.',
  rejected: 'A palavra-passe não cumpre a política de palavras-passe.',
  expired: 'A palavra-passe expirou. Reponha-a.',
  invalid_legacy_password_format: 'O formato antigo de palavra-passe é inválido.',
  unsupported_legacy_hash_algorithm: 'O algoritmo de hash antigo {{algorithm}} não é suportado.',
};

export const password = {
  unsupported_encryption_method: 'O método de criptografia de senha {{name}} não é compatível.',
  rejected: 'A senha não atende à política de senhas.',
  expired: 'A senha expirou. Redefina-a.',
  invalid_legacy_password_format: 'O formato de senha legado é inválido.',
  unsupported_legacy_hash_algorithm: 'O algoritmo de hash legado {{algorithm}} não é compatível.',
};

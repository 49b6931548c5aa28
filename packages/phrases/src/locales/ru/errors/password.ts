export const password = {
  unsupported_encryption_method: 'Метод шифрования паролей {{name}} не поддерживается.',
  rejected: 'Пароль не соответствует политике паролей.',
  expired: 'Срок действия пароля истёк. Сбросьте его.',
  invalid_legacy_password_format: 'Недопустимый устаревший формат пароля.',
  unsupported_legacy_hash_algorithm:
    'Устаревший алгоритм хеширования {{algorithm}} не поддерживается.',
};

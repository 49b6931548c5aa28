import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const password: Errors['password'] = {
  unsupported_encryption_method: 'Метод шифрування паролів {{name}} не підтримується.',
  rejected: 'Пароль не відповідає політиці паролів.',
  expired: 'Термін дії пароля минув. Скиньте його.',
  invalid_legacy_password_format: 'Недійсний формат застарілого пароля.',
  unsupported_legacy_hash_algorithm:
    'Застарілий алгоритм гешування {{algorithm}} не підтримується.',
};

import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const password: Errors['password'] = {
  unsupported_encryption_method: '不支援密碼加密方式 {{name}}。',
  rejected: '密碼不符合密碼政策。',
  expired: '密碼已過期。請重設密碼。',
  invalid_legacy_password_format: '舊版密碼格式無效。',
  unsupported_legacy_hash_algorithm: '不支援舊版雜湊算法 {{algorithm}}。',
};

import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const password: Errors['password'] = {
  unsupported_encryption_method: '不支持密码加密方式 {{name}}。',
  rejected: '密码不符合密码策略。',
  expired: '密码已过期。请重置密码。',
  invalid_legacy_password_format: '旧版密码格式无效。',
  unsupported_legacy_hash_algorithm: '不支持旧版哈希算法 {{algorithm}}。',
};

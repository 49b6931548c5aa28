import type { LocalePhrases } from '../../../types.ts';

export const password: NonNullable<NonNullable<LocalePhrases['errors']>['password']> = {
  unsupported_encryption_method: 'パスワードの暗号化方式 {{name}} はサポートされていません。',
  rejected: 'パスワードがパスワードポリシーを満たしていません。',
  expired: 'パスワードの有効期限が切れています。リセットしてください。',
  invalid_legacy_password_format: 'レガシーパスワードの形式が無効です。',
  unsupported_legacy_hash_algorithm:
    'レガシーハッシュアルゴリズム {{algorithm}} はサポートされていません。',
};

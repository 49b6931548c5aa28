import type { LocalePhrases } from '../../../types.ts';

export const tenant: NonNullable<NonNullable<LocalePhrases['errors']>['tenant']> = {
  not_found: 'テナントが存在しません。',
  only_default_tenant_in_oss: 'セルフホスト版ではデフォルトのテナントのみサポートされています。',
};

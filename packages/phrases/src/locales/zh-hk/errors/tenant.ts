import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const tenant: Errors['tenant'] = {
  not_found: '該租戶不存在。',
  only_default_tenant_in_oss: '自託管版本僅支援預設租戶。',
};

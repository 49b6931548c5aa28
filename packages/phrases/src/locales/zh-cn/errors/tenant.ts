import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const tenant: Errors['tenant'] = {
  not_found: '该租户不存在。',
  only_default_tenant_in_oss: '自托管版本仅支持默认租户。',
};

import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const tenant: Errors['tenant'] = {
  not_found: 'Орендар не існує.',
  only_default_tenant_in_oss: 'У самостійно розміщеній версії підтримується лише типовий орендар.',
};

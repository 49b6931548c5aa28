import type { LocalePhrases } from '../../../types.ts';

export const tenant: NonNullable<NonNullable<LocalePhrases['errors']>['tenant']> = {
  not_found: 'Dzierżawa nie istnieje.',
  only_default_tenant_in_oss:
    'W wersji do samodzielnego hostowania obsługiwana jest tylko domyślna dzierżawa.',
};

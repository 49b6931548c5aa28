import type { LocalePhrases } from '../../../types.ts';

export const tenant: NonNullable<NonNullable<LocalePhrases['errors']>['tenant']> = {
  not_found: 'Der Mandant existiert nicht.',
  only_default_tenant_in_oss:
    'In der selbst gehosteten Edition wird nur der Standardmandant unterstützt.',
};

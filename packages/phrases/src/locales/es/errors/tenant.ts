import type { LocalePhrases } from '../../../types.ts';

export const tenant: NonNullable<NonNullable<LocalePhrases['errors']>['tenant']> = {
  not_found: 'El inquilino no existe.',
  only_default_tenant_in_oss:
    'En la edición autoalojada solo se admite el inquilino predeterminado.',
};

import type { LocalePhrases } from '../../../types.ts';

export const tenant: NonNullable<NonNullable<LocalePhrases['errors']>['tenant']> = {
  not_found: 'Le locataire n’existe pas.',
  only_default_tenant_in_oss:
    'Seul le locataire par défaut est pris en charge dans l’édition auto-hébergée.',
};

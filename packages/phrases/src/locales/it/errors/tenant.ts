import type { LocalePhrases } from '../../../types.ts';

export const tenant: NonNullable<NonNullable<LocalePhrases['errors']>['tenant']> = {
  not_found: 'Il tenant non esiste.',
  only_default_tenant_in_oss: 'Nell’edizione self-hosted è supportato solo il tenant predefinito.',
};

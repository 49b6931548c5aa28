import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: 'Il centro account non è abilitato.',
  field_not_enabled: 'Questo campo non è abilitato nel centro account.',
  field_not_editable: 'Questo campo non può essere modificato.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: 'Il record di verifica non è stato trovato o è scaduto.',
  permission_denied: 'Verifica di nuovo la tua identità prima di apportare questa modifica.',
};

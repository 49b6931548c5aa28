import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: 'Das Kontocenter ist nicht aktiviert.',
  field_not_enabled: 'Dieses Feld ist im Kontocenter nicht aktiviert.',
  field_not_editable: 'Dieses Feld kann nicht bearbeitet werden.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: 'Der Verifizierungsdatensatz wurde nicht gefunden oder ist abgelaufen.',
  permission_denied: 'Bestätigen Sie Ihre Identität erneut, bevor Sie diese Änderung vornehmen.',
};

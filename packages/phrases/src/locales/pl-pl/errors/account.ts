import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: 'Centrum konta nie jest włączone.',
  field_not_enabled: 'To pole nie jest włączone w centrum konta.',
  field_not_editable: 'Tego pola nie można edytować.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: 'Nie znaleziono rekordu weryfikacji lub wygasł.',
  permission_denied: 'Zweryfikuj ponownie swoją tożsamość przed wprowadzeniem tej zmiany.',
};

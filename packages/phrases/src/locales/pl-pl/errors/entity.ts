import type { LocalePhrases } from '../../../types.ts';

export const entity: NonNullable<NonNullable<LocalePhrases['errors']>['entity']> = {
  invalid_input: 'Nieprawidłowe dane wejściowe. Wartości mogą nie mieć oczekiwanej struktury.',
  value_too_long: 'Jedna z wartości jest za długa.',
  create_failed: 'Nie udało się utworzyć obiektu {{name}}.',
  db_constraint_violated: 'Naruszono ograniczenie bazy danych.',
  not_exists: 'Obiekt {{name}} nie istnieje.',
  not_exists_with_id: 'Obiekt {{name}} o identyfikatorze `{{id}}` nie istnieje.',
  not_found: 'Zasób nie istnieje.',
  relation_foreign_key_not_found: 'Powiązany obiekt nie istnieje.',
  unique_integrity_violation: 'Obiekt już istnieje. Sprawdź wprowadzone dane i spróbuj ponownie.',
};

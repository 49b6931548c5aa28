import type { LocalePhrases } from '../../../types.ts';

export const entity: NonNullable<NonNullable<LocalePhrases['errors']>['entity']> = {
  invalid_input: 'Input non valido. I valori potrebbero non corrispondere alla struttura prevista.',
  value_too_long: 'Un valore è troppo lungo.',
  create_failed: 'Impossibile creare {{name}}.',
  db_constraint_violated: 'È stato violato un vincolo del database.',
  not_exists: '{{name}} non esiste.',
  not_exists_with_id: '{{name}} con ID `{{id}}` non esiste.',
  not_found: 'La risorsa non esiste.',
  relation_foreign_key_not_found: 'Un’entità referenziata non esiste.',
  unique_integrity_violation: 'L’entità esiste già. Controlla i dati inseriti e riprova.',
};

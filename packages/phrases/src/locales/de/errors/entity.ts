import type { LocalePhrases } from '../../../types.ts';

export const entity: NonNullable<NonNullable<LocalePhrases['errors']>['entity']> = {
  invalid_input:
    'Ungültige Eingabe. Die Werte entsprechen möglicherweise nicht der erwarteten Struktur.',
  value_too_long: 'Ein Wert ist zu lang.',
  create_failed: '{{name}} konnte nicht erstellt werden.',
  db_constraint_violated: 'Eine Datenbankeinschränkung wurde verletzt.',
  not_exists: '{{name}} existiert nicht.',
  not_exists_with_id: '{{name}} mit der ID `{{id}}` existiert nicht.',
  not_found: 'Die Ressource existiert nicht.',
  relation_foreign_key_not_found: 'Eine referenzierte Entität existiert nicht.',
  unique_integrity_violation:
    'Die Entität existiert bereits. Prüfen Sie Ihre Eingabe und versuchen Sie es erneut.',
};

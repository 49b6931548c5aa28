import type { LocalePhrases } from '../../../types.ts';

export const entity: NonNullable<NonNullable<LocalePhrases['errors']>['entity']> = {
  invalid_input:
    'Saisie non valide. Les valeurs ne correspondent peut-être pas à la forme attendue.',
  value_too_long: 'Une valeur est trop longue.',
  create_failed: 'Impossible de créer {{name}}.',
  db_constraint_violated: 'Une contrainte de la base de données a été violée.',
  not_exists: '{{name}} n’existe pas.',
  not_exists_with_id: '{{name}} avec l’ID `{{id}}` n’existe pas.',
  not_found: 'La ressource n’existe pas.',
  relation_foreign_key_not_found: 'Une entité référencée n’existe pas.',
  unique_integrity_violation: 'L’entité existe déjà. Vérifiez votre saisie et réessayez.',
};

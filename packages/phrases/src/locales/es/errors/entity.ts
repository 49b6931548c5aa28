import type { LocalePhrases } from '../../../types.ts';

export const entity: NonNullable<NonNullable<LocalePhrases['errors']>['entity']> = {
  invalid_input: 'Entrada no válida. Es posible que los valores no tengan la forma esperada.',
  value_too_long: 'Un valor es demasiado largo.',
  create_failed: 'No se pudo crear {{name}}.',
  db_constraint_violated: 'Se ha infringido una restricción de la base de datos.',
  not_exists: '{{name}} no existe.',
  not_exists_with_id: '{{name}} con el ID `{{id}}` no existe.',
  not_found: 'El recurso no existe.',
  relation_foreign_key_not_found: 'Una entidad referenciada no existe.',
  unique_integrity_violation:
    'La entidad ya existe. Comprueba los datos introducidos e inténtalo de nuevo.',
};

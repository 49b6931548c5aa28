import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const entity: Errors['entity'] = {
  invalid_input: 'Недійсні вхідні дані. Значення можуть не відповідати очікуваній структурі.',
  value_too_long: 'Одне зі значень задовге.',
  create_failed: 'Не вдалося створити {{name}}.',
  db_constraint_violated: 'Порушено обмеження бази даних.',
  not_exists: '{{name}} не існує.',
  not_exists_with_id: '{{name}} з ID `{{id}}` не існує.',
  not_found: 'Ресурс не існує.',
  relation_foreign_key_not_found: 'Сутність, на яку є посилання, не існує.',
  unique_integrity_violation:
    'Така сутність уже існує. Перевірте введені дані та спробуйте ще раз.',
};

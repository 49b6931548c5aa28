export const entity = {
  invalid_input:
    'Недопустимые входные данные. Возможно, значения не соответствуют ожидаемой структуре.',
  value_too_long: 'Одно из значений слишком длинное.',
  create_failed: 'Не удалось создать {{name}}.',
  db_constraint_violated: 'Нарушено ограничение базы данных.',
  not_exists: 'Объект {{name}} не существует.',
  not_exists_with_id: 'Объект {{name}} с ID `{{id}}` не существует.',
  not_found: 'Ресурс не существует.',
  relation_foreign_key_not_found: 'Связанная сущность не существует.',
  unique_integrity_violation:
    'Такая сущность уже существует. Проверьте введённые данные и попробуйте ещё раз.',
};

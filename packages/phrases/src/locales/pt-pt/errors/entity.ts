export const entity = {
  invalid_input: 'Entrada inválida. Os valores podem não corresponder ao formato esperado.',
  value_too_long: 'Um valor é demasiado longo.',
  create_failed: 'Falha ao criar {{name}}.',
  db_constraint_violated: 'Foi violada uma restrição da base de dados.',
  not_exists: '{{name}} não existe.',
  not_exists_with_id: '{{name}} com o ID `{{id}}` não existe.',
  not_found: 'O recurso não existe.',
  relation_foreign_key_not_found: 'Uma entidade referenciada não existe.',
  unique_integrity_violation: 'A entidade já existe. Verifique os dados e tente novamente.',
};

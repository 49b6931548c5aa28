export const entity = {
  invalid_input: 'Invalid input. The values may not match the expected shape.',
  value_too_long: 'A value is too long.',
  create_failed: 'Failed to create the {{name}}.',
  db_constraint_violated: 'A database constraint was violated.',
  not_exists: 'The {{name}} does not exist.',
  not_exists_with_id: 'The {{name}} with ID `{{id}}` does not exist.',
  not_found: 'The resource does not exist.',
  relation_foreign_key_not_found: 'A referenced entity does not exist.',
  unique_integrity_violation: 'The entity already exists. Check your input and try again.',
} as const;

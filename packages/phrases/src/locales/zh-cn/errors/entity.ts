import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const entity: Errors['entity'] = {
  invalid_input: '输入无效。值可能与预期的结构不符。',
  value_too_long: '某个值过长。',
  create_failed: '创建 {{name}} 失败。',
  db_constraint_violated: '违反了数据库约束。',
  not_exists: '{{name}} 不存在。',
  not_exists_with_id: 'ID 为 `{{id}}` 的 {{name}} 不存在。',
  not_found: '该资源不存在。',
  relation_foreign_key_not_found: '引用的实体不存在。',
  unique_integrity_violation: '该实体已存在。请检查输入后重试。',
};

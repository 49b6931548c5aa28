import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const entity: Errors['entity'] = {
  invalid_input: '輸入無效。值可能與預期的結構不符。',
  value_too_long: '某個值過長。',
  create_failed: '建立 {{name}} 失敗。',
  db_constraint_violated: '違反了資料庫限制條件。',
  not_exists: '{{name}} 不存在。',
  not_exists_with_id: 'ID 為 `{{id}}` 的 {{name}} 不存在。',
  not_found: '該資源不存在。',
  relation_foreign_key_not_found: '引用的實體不存在。',
  unique_integrity_violation: '該實體已存在。請檢查輸入後重試。',
};

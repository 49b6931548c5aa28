import type { LocalePhrases } from '../../../types.ts';

export const entity: NonNullable<NonNullable<LocalePhrases['errors']>['entity']> = {
  invalid_input: '入力が無効です。値が想定された形式と一致していない可能性があります。',
  value_too_long: '値が長すぎます。',
  create_failed: '{{name}} を作成できませんでした。',
  db_constraint_violated: 'データベースの制約に違反しました。',
  not_exists: '{{name}} は存在しません。',
  not_exists_with_id: 'ID が `{{id}}` の {{name}} は存在しません。',
  not_found: 'リソースが存在しません。',
  relation_foreign_key_not_found: '参照先のエンティティが存在しません。',
  unique_integrity_violation:
    'エンティティはすでに存在します。入力内容を確認して、もう一度お試しください。',
};

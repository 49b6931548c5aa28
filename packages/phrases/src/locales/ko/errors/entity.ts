import type { LocalePhrases } from '../../../types.ts';

export const entity: NonNullable<NonNullable<LocalePhrases['errors']>['entity']> = {
  invalid_input: '입력이 올바르지 않습니다. 값이 예상된 형식과 일치하지 않을 수 있습니다.',
  value_too_long: '값이 너무 깁니다.',
  create_failed: '{{name}}을(를) 만들지 못했습니다.',
  db_constraint_violated: '데이터베이스 제약 조건을 위반했습니다.',
  not_exists: '{{name}}이(가) 존재하지 않습니다.',
  not_exists_with_id: 'ID가 `{{id}}`인 {{name}}이(가) 존재하지 않습니다.',
  not_found: '리소스가 존재하지 않습니다.',
  relation_foreign_key_not_found: '참조된 엔터티가 존재하지 않습니다.',
  unique_integrity_violation: '엔터티가 이미 존재합니다. 입력을 확인하고 다시 시도하세요.',
};

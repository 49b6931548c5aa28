import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: '계속하려면 사용자가 조직의 구성원이어야 합니다.',
  role_names_not_found: '다음 이름의 조직 역할을 찾을 수 없습니다: {{roleNames}}.',
};

import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: '使用者必須是該組織的成員才能繼續。',
  role_names_not_found: '找不到以下名稱的組織角色：{{roleNames}}。',
};

import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: '用户必须是该组织的成员才能继续。',
  role_names_not_found: '未找到以下名称的组织角色：{{roleNames}}。',
};

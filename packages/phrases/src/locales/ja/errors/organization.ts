import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: '続行するには、ユーザーが組織のメンバーである必要があります。',
  role_names_not_found: '次の名前の組織ロールが見つかりません: {{roleNames}}。',
};

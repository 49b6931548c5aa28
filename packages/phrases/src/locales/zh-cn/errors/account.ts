import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: '账户中心未启用。',
  field_not_enabled: '此字段未在账户中心启用。',
  field_not_editable: '此字段不可编辑。',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: '验证记录不存在或已过期。',
  permission_denied: '进行此更改前，请重新验证你的身份。',
};

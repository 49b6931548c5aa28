import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: '帳戶中心未啟用。',
  field_not_enabled: '此欄位未在帳戶中心啟用。',
  field_not_editable: '此欄位不可編輯。',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: '驗證記錄不存在或已過期。',
  permission_denied: '進行此更改前，請重新驗證你的身份。',
};

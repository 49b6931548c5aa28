import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: 'アカウントセンターが有効になっていません。',
  field_not_enabled: 'このフィールドはアカウントセンターで有効になっていません。',
  field_not_editable: 'このフィールドは編集できません。',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: '検証レコードが見つからないか、有効期限が切れています。',
  permission_denied: 'この変更を行う前に、もう一度本人確認を行ってください。',
};

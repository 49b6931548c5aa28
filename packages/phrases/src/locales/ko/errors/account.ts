import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: '계정 센터가 활성화되어 있지 않습니다.',
  field_not_enabled: '이 필드는 계정 센터에서 활성화되어 있지 않습니다.',
  field_not_editable: '이 필드는 편집할 수 없습니다.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: '인증 기록을 찾을 수 없거나 만료되었습니다.',
  permission_denied: '이 변경을 하기 전에 본인 인증을 다시 해 주세요.',
};

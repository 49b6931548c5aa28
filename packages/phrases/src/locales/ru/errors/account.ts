import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: 'Центр учётной записи не включён.',
  field_not_enabled: 'Это поле не включено в центре учётной записи.',
  field_not_editable: 'Это поле нельзя изменить.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: 'Запись проверки не найдена или истекла.',
  permission_denied: 'Подтвердите свою личность ещё раз, прежде чем вносить это изменение.',
};

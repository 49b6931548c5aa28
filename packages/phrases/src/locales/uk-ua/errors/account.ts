import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: 'Центр облікового запису не ввімкнено.',
  field_not_enabled: 'Це поле не ввімкнено в центрі облікового запису.',
  field_not_editable: 'Це поле не можна редагувати.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: 'Запис перевірки не знайдено або термін його дії минув.',
  permission_denied: 'Підтвердьте свою особу ще раз, перш ніж вносити цю зміну.',
};

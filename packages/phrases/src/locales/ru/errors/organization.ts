import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: 'Чтобы продолжить, пользователь должен быть участником организации.',
  role_names_not_found: 'Роли организации с такими именами не найдены: {{roleNames}}.',
};

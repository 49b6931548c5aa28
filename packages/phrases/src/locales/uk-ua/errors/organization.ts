import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: 'Щоб продовжити, користувач має бути учасником організації.',
  role_names_not_found: 'Ролі організації з такими назвами не знайдено: {{roleNames}}.',
};

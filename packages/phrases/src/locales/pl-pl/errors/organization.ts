import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: 'Aby kontynuować, użytkownik musi być członkiem organizacji.',
  role_names_not_found: 'Nie znaleziono ról organizacji o nazwach: {{roleNames}}.',
};

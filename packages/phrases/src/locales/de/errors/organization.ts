import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: 'Der Benutzer muss Mitglied der Organisation sein, um fortzufahren.',
  role_names_not_found:
    'Organisationsrollen mit diesen Namen wurden nicht gefunden: {{roleNames}}.',
};

import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: "L'utilisateur doit être membre de l'organisation pour continuer.",
  role_names_not_found: "Rôles d'organisation introuvables pour les noms : {{roleNames}}.",
};

import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: "L'utente deve essere membro dell'organizzazione per procedere.",
  role_names_not_found: "Ruoli dell'organizzazione non trovati per i nomi: {{roleNames}}.",
};

import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: 'O usuário precisa ser membro da organização para continuar.',
  role_names_not_found: 'Funções da organização não encontradas para os nomes: {{roleNames}}.',
};

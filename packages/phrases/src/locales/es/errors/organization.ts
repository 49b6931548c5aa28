import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: 'El usuario debe ser miembro de la organización para continuar.',
  role_names_not_found: 'No se encontraron roles de organización con los nombres: {{roleNames}}.',
};

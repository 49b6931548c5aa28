import type { LocalePhrases } from '../../../types.ts';

export const guard: NonNullable<NonNullable<LocalePhrases['errors']>['guard']> = {
  invalid_input: 'Les données de la requête ne sont pas valides.',
  invalid_pagination: 'Les paramètres de pagination ne sont pas valides.',
  can_not_get_tenant_id: 'Impossible de déterminer le locataire de cette requête.',
  file_size_exceeded: 'Le fichier dépasse la limite de {{limit}} octets.',
  mime_type_not_allowed: 'Les fichiers de type {{mimeType}} ne sont pas autorisés.',
  not_allowed_for_admin_tenant:
    'Cette action n’est pas autorisée pour le locataire d’administration.',
};

import type { LocalePhrases } from '../../../types.ts';

export const guard: NonNullable<NonNullable<LocalePhrases['errors']>['guard']> = {
  invalid_input: 'L’input della richiesta non è valido.',
  invalid_pagination: 'I parametri di paginazione non sono validi.',
  can_not_get_tenant_id: 'Impossibile determinare il tenant di questa richiesta.',
  file_size_exceeded: 'Il file supera il limite di {{limit}} byte.',
  mime_type_not_allowed: 'I file di tipo {{mimeType}} non sono consentiti.',
  not_allowed_for_admin_tenant: 'Operazione non consentita per il tenant di amministrazione.',
};

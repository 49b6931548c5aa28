import type { LocalePhrases } from '../../../types.ts';

export const guard: NonNullable<NonNullable<LocalePhrases['errors']>['guard']> = {
  invalid_input: 'Die Eingabe der Anfrage ist ungültig.',
  invalid_pagination: 'Die Paginierungsparameter sind ungültig.',
  can_not_get_tenant_id: 'Der Mandant dieser Anfrage konnte nicht ermittelt werden.',
  file_size_exceeded: 'Die Datei überschreitet das Limit von {{limit}} Byte.',
  mime_type_not_allowed: 'Dateien vom Typ {{mimeType}} sind nicht erlaubt.',
  not_allowed_for_admin_tenant: 'Dies ist für den Admin-Mandanten nicht erlaubt.',
};

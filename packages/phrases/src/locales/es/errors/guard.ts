import type { LocalePhrases } from '../../../types.ts';

export const guard: NonNullable<NonNullable<LocalePhrases['errors']>['guard']> = {
  invalid_input: 'Los datos de entrada de la solicitud no son válidos.',
  invalid_pagination: 'Los parámetros de paginación no son válidos.',
  can_not_get_tenant_id: 'No se pudo determinar el inquilino de esta solicitud.',
  file_size_exceeded: 'El archivo supera el límite de {{limit}} bytes.',
  mime_type_not_allowed: 'No se permiten archivos de tipo {{mimeType}}.',
  not_allowed_for_admin_tenant: 'Esto no está permitido para el inquilino de administración.',
};

import type { LocalePhrases } from '../../../types.ts';

export const request: NonNullable<NonNullable<LocalePhrases['errors']>['request']> = {
  general: 'No se pudo completar la solicitud.',
  invalid_input: 'Los datos de entrada no son válidos: {{message}}',
  invalid_json: 'El cuerpo de la solicitud no es JSON válido.',
  payload_too_large: 'El cuerpo de la solicitud supera el límite de {{limit}} bytes.',
  unsupported_media_type:
    'Este endpoint solo acepta cuerpos JSON (Content-Type: application/json).',
  not_found: 'No hay nada en esta dirección.',
  internal_server_error: 'Error interno del servidor.',
  range_not_satisfiable: 'No se puede satisfacer el rango solicitado.',
  feature_not_supported: 'Esta función no es compatible.',
  message_rate_limited: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  rate_limited: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
};

import type { LocalePhrases } from '../../../types.ts';

export const request: NonNullable<NonNullable<LocalePhrases['errors']>['request']> = {
  general: 'Die Anfrage konnte nicht abgeschlossen werden.',
  invalid_input: 'Die Eingabe ist ungültig: {{message}}',
  invalid_json: 'Der Anfragetext ist kein gültiges JSON.',
  payload_too_large: 'Der Anfragetext überschreitet das Limit von {{limit}} Byte.',
  unsupported_media_type:
    'Dieser Endpunkt akzeptiert nur JSON-Anfragetexte (Content-Type: application/json).',
  not_found: 'Unter dieser Adresse gibt es nichts.',
  internal_server_error: 'Interner Serverfehler.',
  range_not_satisfiable: 'Der angeforderte Bereich kann nicht geliefert werden.',
  feature_not_supported: 'Diese Funktion wird nicht unterstützt.',
  message_rate_limited: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  rate_limited: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
};

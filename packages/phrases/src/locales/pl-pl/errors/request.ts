import type { LocalePhrases } from '../../../types.ts';

export const request: NonNullable<NonNullable<LocalePhrases['errors']>['request']> = {
  general: 'Nie udało się zrealizować żądania.',
  invalid_input: 'Dane wejściowe są nieprawidłowe: {{message}}',
  invalid_json: 'Treść żądania nie jest prawidłowym JSON-em.',
  payload_too_large: 'Treść żądania przekracza limit {{limit}} bajtów.',
  unsupported_media_type:
    'Ten punkt końcowy przyjmuje tylko treść w formacie JSON (Content-Type: application/json).',
  not_found: 'Pod tym adresem nic nie ma.',
  internal_server_error: 'Wewnętrzny błąd serwera.',
  range_not_satisfiable: 'Nie można zrealizować żądanego zakresu.',
  feature_not_supported: 'Ta funkcja nie jest obsługiwana.',
  message_rate_limited: 'Zbyt wiele żądań. Spróbuj ponownie później.',
  rate_limited: 'Zbyt wiele żądań. Spróbuj ponownie później.',
};

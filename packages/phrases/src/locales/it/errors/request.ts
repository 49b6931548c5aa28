import type { LocalePhrases } from '../../../types.ts';

export const request: NonNullable<NonNullable<LocalePhrases['errors']>['request']> = {
  general: 'Impossibile completare la richiesta.',
  invalid_input: 'L’input non è valido: {{message}}',
  invalid_json: 'Il corpo della richiesta non è un JSON valido.',
  payload_too_large: 'Il corpo della richiesta supera il limite di {{limit}} byte.',
  unsupported_media_type:
    'Questo endpoint accetta solo corpi JSON (Content-Type: application/json).',
  not_found: 'Non c’è nulla a questo indirizzo.',
  internal_server_error: 'Errore interno del server.',
  range_not_satisfiable: 'L’intervallo richiesto non può essere soddisfatto.',
  feature_not_supported: 'Questa funzionalità non è supportata.',
  message_rate_limited: 'Troppe richieste. Riprova più tardi.',
  rate_limited: 'Troppe richieste. Riprova più tardi.',
};

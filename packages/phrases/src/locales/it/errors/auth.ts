import type { LocalePhrases } from '../../../types.ts';

export const auth: NonNullable<NonNullable<LocalePhrases['errors']>['auth']> = {
  authorization_header_missing: 'L’header Authorization è mancante.',
  authorization_token_type_not_supported:
    'Il tipo di autorizzazione non è supportato; usa un token Bearer.',
  unauthorized: 'Non autorizzato. Controlla le credenziali e il loro ambito.',
  forbidden: 'Accesso vietato. Controlla i tuoi ruoli e permessi.',
  expected_role_not_found:
    'Un ruolo previsto non è stato trovato. Controlla i tuoi ruoli e permessi.',
  jwt_sub_missing: 'Il token non contiene la claim `sub`.',
  third_party_application_forbidden:
    'Le applicazioni di terze parti non possono eseguire questa operazione.',
  require_re_authentication: 'Accedi di nuovo per continuare.',
  exceed_token_limit: 'È stato raggiunto il limite di token di questo tenant.',
};

import type { LocalePhrases } from '../../../types.ts';
import { sessionMfa } from './session-mfa.ts';

export const session: NonNullable<NonNullable<LocalePhrases['errors']>['session']> = {
  verification_failed: 'La verifica non è riuscita. Riprova.',
  connector_id_mismatch:
    'Il connettore non corrisponde a quello con cui è iniziata questa verifica.',
  identity_conflict: 'L’account è già collegato a un’altra identità di questo provider.',
  not_found: 'La sessione di accesso non è stata trovata. Torna indietro e ricomincia l’accesso.',
  invalid_credentials: 'L’account o la password non sono corretti.',
  registration_disabled:
    'La registrazione è chiusa. Chiedi a un amministratore di creare un account per te.',
  sign_in_disabled: 'L’accesso non è ancora disponibile. Crea prima un account.',
  invalid_interaction_type: 'Questa azione non è consentita nel passaggio attuale.',
  identifier_not_found:
    'L’identificativo dell’utente non è stato trovato. Torna indietro e accedi di nuovo.',
  verification_session_not_found: 'La verifica non è stata trovata. Riprova.',
  forgot_password_not_enabled: 'La reimpostazione della password non è abilitata.',
  insufficient_info: 'Mancano alcune informazioni.',
  interaction_not_found:
    'La sessione di accesso non è stata trovata. Torna indietro e ricomincia l’accesso.',
  verification_blocked_too_many_attempts:
    'Troppi tentativi non riusciti per questo account. Attendi un po’ e riprova.',
  not_supported_for_forgot_password: 'Non disponibile durante il ripristino della password.',
  captcha_required: 'Completa il captcha.',
  captcha_failed: 'Impossibile verificare il captcha. Riprova.',
  sso_enabled:
    'Questo indirizzo email accede con il single sign-on. Continua con il provider di identità della tua organizzazione.',
  mfa: sessionMfa,
};

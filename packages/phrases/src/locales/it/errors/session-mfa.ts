import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'Il codice non è corretto o è già stato usato.',
  invalid_backup_code: 'Il codice di backup non è corretto o è già stato usato.',
  webauthn_verification_failed: 'Impossibile verificare la chiave di sicurezza o la passkey.',
  webauthn_verification_not_found:
    'Nessuna chiave di sicurezza o passkey trovata per questo account.',
  pending_info_not_found: 'Il metodo di verifica da configurare non è stato trovato. Ricomincia.',
  mfa_factor_not_enabled: 'Questo metodo di verifica non è abilitato.',
  require_mfa_verification: 'Verifica con il secondo fattore per continuare.',
  mfa_policy_not_user_controlled:
    'La verifica in due passaggi è obbligatoria e non può essere saltata.',
  backup_code_can_not_be_alone: "I codici di backup non possono essere l'unico metodo di verifica.",
  backup_code_required: 'Configura i codici di backup per continuare.',
};

import type { LocalePhrases } from '../../../types.ts';

export const errorPhrases: NonNullable<LocalePhrases['sign-in']> = {
  errors: {
    generic: 'Qualcosa è andato storto. Riprova.',
    network: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    session: {
      forgot_password_not_enabled: 'La reimpostazione della password non è disponibile qui.',
      not_supported_for_forgot_password:
        'Questa azione non è disponibile durante la reimpostazione della password.',
      invalid_credentials: 'Il nome utente o la password non sono corretti.',
      registration_disabled: 'La registrazione è chiusa. Accedi con un account esistente.',
      not_found: 'La sessione di accesso è scaduta. Torna all’applicazione e ricomincia.',
      interaction_not_found:
        'La sessione di accesso è scaduta. Torna all’applicazione e ricomincia.',
      verification_session_not_found: 'La sessione di accesso è scaduta. Riprova.',
      verification_failed: 'La verifica non è riuscita. Riprova.',
      verification_blocked_too_many_attempts:
        'Troppi tentativi. Attendi qualche istante e riprova.',
      identifier_not_found: 'Il nome utente o la password non sono corretti.',
      invalid_interaction_type: 'Questa azione non è disponibile per la richiesta attuale.',
      invalid_sign_in_method: 'Questo metodo di accesso non è abilitato.',
      identity_conflict: 'Questo account è già collegato a un’altra identità.',
      captcha_required: 'Completa il CAPTCHA.',
      captcha_failed: 'Verifica CAPTCHA non riuscita. Riprova.',
      unauthorized: 'Accedi prima di continuare.',
      mfa: {
        require_mfa_verification: 'Per accedere è necessaria una verifica aggiuntiva.',
      },
    },
    user: {
      email_already_in_use: 'Questa email è già usata da un altro account.',
      phone_already_in_use: 'Questo numero di telefono è già usato da un altro account.',
      invalid_phone: 'Questo numero di telefono non è valido. Includi il prefisso internazionale.',
      new_password_required_in_profile: 'Imposta una nuova password per continuare.',
      same_password: 'La nuova password deve essere diversa da quella attuale.',
      suspended: 'Questo account è sospeso.',
      username_already_in_use: 'Questo nome utente è già occupato.',
      user_not_exist: 'Il nome utente o la password non sono corretti.',
      sign_in_method_not_enabled: 'Questo metodo di accesso non è abilitato.',
      sign_up_method_not_enabled: 'Questo metodo di registrazione non è abilitato.',
      missing_profile: 'Mancano alcune informazioni obbligatorie dell’account.',
      username_required: 'Il nome utente è obbligatorio.',
      password_required_in_profile: 'La password è obbligatoria.',
      suggest_mfa: 'Per questo account è consigliata una verifica aggiuntiva.',
      missing_mfa: 'Per questo account è necessario configurare una verifica aggiuntiva.',
      username_starts_with_number: 'Il nome utente non può iniziare con una cifra.',
      username_invalid_charset_hard: 'Il nome utente contiene caratteri non consentiti.',
      username_too_short: 'Il nome utente è troppo corto.',
      username_too_long: 'Il nome utente è troppo lungo.',
      username_uppercase_not_allowed: 'Le lettere maiuscole non sono consentite nel nome utente.',
      username_lowercase_not_allowed: 'Le lettere minuscole non sono consentite nel nome utente.',
      username_numbers_not_allowed: 'Le cifre non sono consentite nel nome utente.',
      username_underscore_not_allowed: 'I trattini bassi non sono consentiti nel nome utente.',
    },
    verification_code: {
      code_mismatch: 'Il codice non è corretto.',
      expired: 'Il codice è scaduto. Chiedine uno nuovo.',
      exceed_max_try: 'Troppi codici errati. Chiedine uno nuovo.',
      not_found: 'Nessun codice in attesa per questo indirizzo. Chiedine uno nuovo.',
    },
    connector: {
      not_found:
        'Al momento non è possibile inviare codici: questo servizio non ha un mittente configurato.',
      general: 'Impossibile inviare il codice. Riprova.',
    },
    password: {
      rejected: 'La password non soddisfa i requisiti.',
      expired: 'La tua password è scaduta. Reimpostala per continuare.',
    },
    password_rejected: {
      too_short: 'Usa almeno {{min}} caratteri.',
      too_long: 'Usa al massimo {{max}} caratteri.',
      unsupported_characters:
        'Usa solo lettere, cifre, spazi e i simboli di una tastiera standard.',
      character_types:
        'Usa caratteri di almeno {{min}} tipi: lettere minuscole, lettere maiuscole, cifre, simboli.',
      pwned: 'Questa password è comparsa in una violazione di dati. Scegline un’altra.',
      restricted: {
        repetition: 'Evita caratteri ripetuti come “aaa”.',
        sequence: 'Evita sequenze come “abc”, “123” o “qwe”.',
        words: 'Evita parole specifiche di questo prodotto.',
        user_info: 'Evita di usare il tuo nome utente o altre informazioni personali.',
      },
    },
    guard: {
      invalid_input: 'Alcune delle informazioni inserite non sono valide.',
    },
    request: {
      general: 'La richiesta non è riuscita. Riprova.',
      invalid_input: 'Alcune delle informazioni inserite non sono valide.',
      message_rate_limited: 'Troppe richieste. Attendi un momento e riprova.',
      rate_limited: 'Troppe richieste. Attendi un momento e riprova.',
    },
    oidc: {
      invalid_request: 'La richiesta di accesso non è valida. Torna all’applicazione e ricomincia.',
      session_not_found: 'La sessione di accesso è scaduta. Torna all’applicazione e ricomincia.',
      access_denied: 'L’accesso è stato negato.',
      aborted: 'L’accesso è stato annullato.',
    },
    application: {
      user_consent_scopes_not_found: 'Impossibile trovare i permessi richiesti.',
    },
    entity: {
      not_exists: 'L’elemento richiesto non esiste.',
      not_found: 'L’elemento richiesto non esiste.',
    },
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const mfaPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'mfa'> = {
  mfa: {
    bind_title: 'Configura la verifica in due passaggi',
    bind_description: 'Aggiungi un secondo passaggio per proteggere il tuo account.',
    verify_title: 'Verifica che sei tu',
    verify_description: 'Conferma l’accesso con il tuo secondo passaggio.',
    choose_method: 'Scegli un metodo',
    other_methods: 'Altri metodi',
    factor_totp: 'App di autenticazione',
    factor_totp_description: 'Codici da un’app come Google Authenticator o 1Password.',
    factor_webauthn: 'Passkey o chiave di sicurezza',
    factor_webauthn_description: 'Il blocco schermo del tuo dispositivo o una chiave di sicurezza.',
    factor_backup_code: 'Codice di backup',
    factor_backup_code_description:
      'Uno dei codici salvati durante la configurazione della verifica in due passaggi.',
    skip: 'Salta per ora',
    back: 'Indietro',
    totp_scan:
      'Scansiona questo codice QR con la tua app di autenticazione oppure inserisci la chiave di configurazione.',
    totp_qr_alt: 'Codice QR per aggiungere questo account alla tua app di autenticazione',
    totp_secret: 'Chiave di configurazione',
    totp_code: 'Codice dall’app',
    totp_code_hint: 'Il codice a 6 cifre che la tua app mostra ora.',
    backup_code: 'Codice di backup',
    code_required: 'Inserisci il codice.',
    verify: 'Verifica',
    webauthn_create_description:
      'Il browser ti chiederà di creare una passkey con il tuo dispositivo o una chiave di sicurezza.',
    webauthn_create: 'Crea una passkey',
    webauthn_use_description: 'Il browser ti chiederà la tua passkey o chiave di sicurezza.',
    webauthn_use: 'Usa la mia passkey',
    webauthn_unsupported: 'Questo browser non supporta le passkey. Scegli un altro metodo.',
    webauthn_cancelled: 'La richiesta della passkey è stata annullata o è scaduta. Riprova.',
    backup_title: 'Salva i tuoi codici di backup',
    backup_description:
      'Ogni codice funziona una sola volta. Conservali in un luogo sicuro: ti permettono di accedere se perdi l’altro metodo.',
    backup_codes: 'I tuoi codici di backup',
    backup_copy: 'Copia i codici',
    backup_copied: 'I codici sono stati copiati.',
    backup_download: 'Scarica i codici',
    backup_saved: 'Ho salvato questi codici',
    passkey_sign_in: 'Accedi con una passkey',
  },
};

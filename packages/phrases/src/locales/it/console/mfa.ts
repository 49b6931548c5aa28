import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: 'Autenticazione a più fattori',
  subtitle: 'Richiedi una seconda prova d’identità dopo la password o il codice.',
  load_error: 'Impossibile caricare le impostazioni MFA. Riprova più tardi.',
  factors_title: 'Fattori',
  factors_description: 'I secondi fattori che gli utenti possono configurare e usare per accedere.',
  factors: {
    Totp: 'App di autenticazione (TOTP)',
    WebAuthn: 'Passkey (WebAuthn)',
    BackupCode: 'Codici di backup',
    EmailVerificationCode: 'Codice di verifica via e-mail',
    PhoneVerificationCode: 'Codice di verifica via SMS',
  },
  factor_descriptions: {
    Totp: 'Codici monouso da un’app come Google Authenticator.',
    WebAuthn: 'Chiavi di sicurezza, impronte digitali o riconoscimento facciale del dispositivo.',
    BackupCode: 'Dieci codici monouso, per quando gli altri fattori non sono a portata di mano.',
    EmailVerificationCode:
      'Un codice inviato all’indirizzo e-mail dell’utente (richiede un connettore e-mail).',
    PhoneVerificationCode:
      'Un codice inviato al telefono dell’utente (richiede un connettore SMS).',
  },
  backup_code_alone: 'I codici di backup richiedono almeno un altro fattore.',
  policy_title: 'Criterio',
  policy_description: 'Se gli utenti devono configurare un fattore e quando viene loro richiesto.',
  policy: {
    UserControlled: 'Facoltativo: gli utenti lo configurano dal proprio account',
    Mandatory: 'Obbligatorio: ogni utente configura un fattore al prossimo accesso',
    PromptOnlyAtSignIn: 'Suggerisci all’accesso, gli utenti possono saltare',
    PromptAtSignInAndSignUp:
      'Suggerisci alla registrazione e all’accesso, gli utenti possono saltare',
    NoPrompt: 'Non chiedere mai: gli utenti lo configurano dal proprio account',
    PromptAtSignInAndSignUpMandatory: 'Richiedi alla registrazione e all’accesso',
    PromptOnlyAtSignInMandatory: 'Richiedi solo all’accesso',
  },
  passkey_title: 'Accesso con passkey',
  passkey_enabled: 'Accedi con una passkey',
  passkey_enabled_description:
    'Gli utenti possono accedere con una passkey invece che con un identificativo.',
  passkey_button: 'Mostra un pulsante “Accedi con passkey”',
  passkey_autofill: 'Proponi le passkey nella compilazione automatica del browser',
  labels: {
    factors: 'Fattori',
    policy: 'Criterio',
  },
};

import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: 'Multi-Faktor-Authentifizierung',
  subtitle: 'Verlangen Sie nach dem Passwort oder Code einen zweiten Identitätsnachweis.',
  load_error: 'Die MFA-Einstellungen konnten nicht geladen werden. Versuchen Sie es später erneut.',
  factors_title: 'Faktoren',
  factors_description:
    'Die zweiten Faktoren, die Benutzer einrichten und zur Anmeldung nutzen können.',
  factors: {
    Totp: 'Authenticator-App (TOTP)',
    WebAuthn: 'Passkeys (WebAuthn)',
    BackupCode: 'Backup-Codes',
    EmailVerificationCode: 'E-Mail-Bestätigungscode',
    PhoneVerificationCode: 'SMS-Bestätigungscode',
  },
  factor_descriptions: {
    Totp: 'Einmalcodes aus einer App wie Google Authenticator.',
    WebAuthn: 'Sicherheitsschlüssel, Fingerabdruck oder Gesichtserkennung des Geräts.',
    BackupCode: 'Zehn Einmalcodes für den Fall, dass die anderen Faktoren nicht zur Hand sind.',
    EmailVerificationCode:
      'Ein Code an die E-Mail-Adresse des Benutzers (erfordert einen E-Mail-Connector).',
    PhoneVerificationCode:
      'Ein Code an die Telefonnummer des Benutzers (erfordert einen SMS-Connector).',
  },
  backup_code_alone: 'Backup-Codes erfordern mindestens einen weiteren Faktor.',
  policy_title: 'Richtlinie',
  policy_description:
    'Ob Benutzer einen Faktor einrichten müssen und wann sie dazu aufgefordert werden.',
  policy: {
    UserControlled: 'Optional: Benutzer richten ihn in ihrem Konto ein',
    Mandatory: 'Pflicht: Jeder Benutzer richtet bei der nächsten Anmeldung einen Faktor ein',
    PromptOnlyAtSignIn: 'Bei der Anmeldung vorschlagen, Benutzer können überspringen',
    PromptAtSignInAndSignUp:
      'Bei Registrierung und Anmeldung vorschlagen, Benutzer können überspringen',
    NoPrompt: 'Nie fragen: Benutzer richten ihn in ihrem Konto ein',
    PromptAtSignInAndSignUpMandatory: 'Bei Registrierung und Anmeldung verlangen',
    PromptOnlyAtSignInMandatory: 'Nur bei der Anmeldung verlangen',
  },
  passkey_title: 'Anmeldung mit Passkey',
  passkey_enabled: 'Mit einem Passkey anmelden',
  passkey_enabled_description:
    'Benutzer können sich statt mit einer Kennung mit einem Passkey anmelden.',
  passkey_button: 'Eine Schaltfläche „Mit Passkey anmelden“ anzeigen',
  passkey_autofill: 'Passkeys in der automatischen Ausfüllung des Browsers anbieten',
  labels: {
    factors: 'Faktoren',
    policy: 'Richtlinie',
  },
};

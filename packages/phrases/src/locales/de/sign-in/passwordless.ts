import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: 'Benutzername',
    email: 'E-Mail',
    phone: 'Telefonnummer',
    username_or_email: 'Benutzername oder E-Mail',
    username_or_phone: 'Benutzername oder Telefonnummer',
    email_or_phone: 'E-Mail oder Telefonnummer',
    username_or_email_or_phone: 'Benutzername, E-Mail oder Telefonnummer',
    phone_hint: 'Mit Ländervorwahl, zum Beispiel +49 30 901820.',
    required: 'Bitte „{{label}}“ ausfüllen.',
    email_invalid: 'Gib eine E-Mail-Adresse wie name@example.com ein.',
    phone_invalid: 'Gib eine Telefonnummer mit Ländervorwahl ein, nur Ziffern.',
    change: 'Ändern',
    continue: 'Weiter',
  },
  sign_in_options: {
    password_title: 'Passwort eingeben',
    signing_in_as: 'Anmeldung als {{identifier}}',
    forgot_password: 'Passwort vergessen?',
    use_code: 'Stattdessen mit einem Bestätigungscode anmelden',
    use_password: 'Stattdessen mit dem Passwort anmelden',
    password_changed: 'Dein Passwort wurde geändert. Melde dich mit dem neuen an.',
  },
  verification_code: {
    title: 'Bestätigungscode eingeben',
    description: 'Wir haben einen Code an {{identifier}} gesendet. Er ist 10 Minuten gültig.',
    label: 'Bestätigungscode',
    submit: 'Weiter',
    required: 'Gib den erhaltenen Code ein.',
    resend: 'Neuen Code senden',
    resend_in: 'Einen neuen Code kannst du in {{seconds}} Sekunden anfordern.',
    resent: 'Ein neuer Code ist unterwegs.',
    no_account: 'Zu {{identifier}} gibt es noch kein Konto.',
    create_account: 'Damit ein Konto erstellen',
    account_exists: 'Zu {{identifier}} gibt es bereits ein Konto.',
    sign_in_instead: 'Dort anmelden',
    start_again: 'Neu beginnen',
  },
  registration: {
    code_description: 'Wir senden dir einen Code zur Bestätigung.',
    send_code: 'Code senden',
    profile_title: 'Konto vervollständigen',
    profile_description: 'Zum Abschluss fehlen noch ein paar Angaben.',
    finish: 'Abschließen',
  },
  forgot_password: {
    title: 'Passwort zurücksetzen',
    description: 'Wir senden einen Code an die E-Mail-Adresse oder Telefonnummer deines Kontos.',
    send_code: 'Code senden',
    back_to_sign_in: 'Zurück zur Anmeldung',
    new_password_title: 'Neues Passwort festlegen',
    new_password: 'Neues Passwort',
    confirm_password: 'Neues Passwort bestätigen',
    submit: 'Passwort zurücksetzen',
    unavailable:
      'Das Zurücksetzen des Passworts ist hier nicht verfügbar. Wende dich an den Support dieses Dienstes.',
  },
  password_toggle: {
    show: 'Passwort anzeigen',
    hide: 'Passwort verbergen',
  },
  demo_app: {
    title: 'Live-Vorschau',
    description:
      'Probiere die Anmeldung dieses Mandanten mit seiner integrierten Demo-Anwendung aus.',
    sign_in: 'Anmelden',
    signed_in_title: 'Du bist angemeldet',
    claims: 'Claims deines ID-Tokens',
    sign_out: 'Abmelden',
    failed: 'Die Anmeldung wurde nicht abgeschlossen: {{error}}',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const pagePhrases: NonNullable<LocalePhrases['sign-in']> = {
  page_title: {
    sign_in: 'Anmelden',
    register: 'Konto erstellen',
    consent: 'Zugriff autorisieren',
    error: 'Etwas ist schiefgelaufen',
    not_found: 'Seite nicht gefunden',
  },
  general: {
    loading: 'Wird geladen…',
    logo_alt: 'Markenlogo',
    terms_of_use: 'Nutzungsbedingungen',
    privacy_policy: 'Datenschutzerklärung',
    legal_links: 'Rechtliches',
    requirement_met: 'erfüllt',
    requirement_not_met: 'nicht erfüllt',
  },
  sign_in: {
    title: 'Anmelden',
    description: 'Melden Sie sich an, um fortzufahren.',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    no_account: 'Noch kein Konto?',
    create_account: 'Konto erstellen',
  },
  register: {
    title: 'Konto erstellen',
    description: 'Wählen Sie einen Benutzernamen und ein Passwort.',
    username: 'Benutzername',
    password: 'Passwort',
    confirm_password: 'Passwort bestätigen',
    submit: 'Konto erstellen',
    have_account: 'Sie haben bereits ein Konto?',
    sign_in: 'Anmelden',
    closed_title: 'Die Registrierung ist geschlossen',
    closed_description:
      'Hier können keine neuen Konten erstellt werden. Melden Sie sich stattdessen mit einem bestehenden Konto an.',
    first_admin_title: 'Administratorkonto erstellen',
    first_admin_description:
      'Dies ist das erste Konto dieser Gatehouse-Installation: Es wird zum Administrator, der sich an der Konsole anmeldet und alles verwaltet. Wählen Sie einen Benutzernamen und ein Passwort.',
  },
  consent: {
    title: '{{name}} autorisieren',
    description: '{{name}} möchte auf Ihr Konto zugreifen.',
    scopes_heading: 'Die Anwendung erhält folgende Möglichkeiten:',
    no_scopes: 'Es werden keine zusätzlichen Berechtigungen angefordert.',
    authorize: 'Autorisieren',
    load_failed: 'Die Autorisierungsanfrage konnte nicht geladen werden.',
    organizations_heading: 'Organisationen, auf die sie zugreifen darf:',
    no_organizations: 'Sie sind kein Mitglied einer Organisation.',
  },
  error_page: {
    title: 'Etwas ist schiefgelaufen',
    description:
      'Die Anmeldeanfrage konnte nicht abgeschlossen werden. Kehren Sie zur Anwendung zurück und versuchen Sie es erneut.',
    not_found_title: 'Seite nicht gefunden',
    not_found_description: 'Diese Seite existiert nicht.',
    back_to_sign_in: 'Zur Anmeldung',
    experience_unavailable:
      'Die Anmeldeseite konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    unknown_application:
      'Diese Anwendung ist diesem Anmeldedienst nicht bekannt. Kehren Sie zur Anwendung zurück und wenden Sie sich an deren Entwickler, wenn das Problem bestehen bleibt.',
    unregistered_redirect_uri:
      'Die Anwendung wollte Sie zu einer Adresse zurückleiten, die sie nicht registriert hat. Wenden Sie sich an den Entwickler der Anwendung.',
  },
  validation: {
    username_required: 'Geben Sie Ihren Benutzernamen ein.',
    username_invalid:
      'Ein Benutzername beginnt mit einem Buchstaben oder einem Unterstrich und enthält nur Buchstaben, Ziffern und Unterstriche.',
    password_required: 'Geben Sie Ihr Passwort ein.',
    confirm_password_required: 'Geben Sie Ihr Passwort erneut ein.',
    passwords_mismatch: 'Die Passwörter stimmen nicht überein.',
  },
};

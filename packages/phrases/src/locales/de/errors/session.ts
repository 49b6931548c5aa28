import type { LocalePhrases } from '../../../types.ts';
import { sessionMfa } from './session-mfa.ts';

export const session: NonNullable<NonNullable<LocalePhrases['errors']>['session']> = {
  verification_failed: 'Die Überprüfung war nicht erfolgreich. Bitte versuche es erneut.',
  connector_id_mismatch:
    'Der Connector passt nicht zu dem, mit dem diese Überprüfung begonnen hat.',
  identity_conflict:
    'Das Konto ist bereits mit einer anderen Identität dieses Anbieters verknüpft.',
  not_found:
    'Die Anmeldesitzung wurde nicht gefunden. Bitte gehen Sie zurück und starten Sie die Anmeldung erneut.',
  invalid_credentials: 'Das Konto oder das Passwort ist nicht korrekt.',
  registration_disabled:
    'Die Registrierung ist geschlossen. Bitten Sie einen Administrator, ein Konto für Sie zu erstellen.',
  sign_in_disabled: 'Die Anmeldung ist noch nicht verfügbar. Erstellen Sie zuerst ein Konto.',
  invalid_interaction_type: 'Diese Aktion ist im aktuellen Schritt nicht erlaubt.',
  identifier_not_found:
    'Die Benutzerkennung wurde nicht gefunden. Bitte gehen Sie zurück und melden Sie sich erneut an.',
  verification_session_not_found:
    'Die Verifizierung wurde nicht gefunden. Bitte versuchen Sie es erneut.',
  forgot_password_not_enabled: 'Das Zurücksetzen des Passworts ist nicht aktiviert.',
  insufficient_info: 'Einige Informationen fehlen.',
  interaction_not_found:
    'Die Anmeldesitzung wurde nicht gefunden. Bitte gehen Sie zurück und starten Sie die Anmeldung erneut.',
  verification_blocked_too_many_attempts:
    'Zu viele fehlgeschlagene Versuche für dieses Konto. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
  not_supported_for_forgot_password: 'Beim Zurücksetzen des Passworts ist dies nicht möglich.',
  captcha_required: 'Bitte lösen Sie das Captcha.',
  captcha_failed: 'Das Captcha konnte nicht überprüft werden. Bitte versuchen Sie es erneut.',
  sso_enabled:
    'Diese E-Mail-Adresse meldet sich per Single Sign-on an. Fahren Sie mit dem Identitätsanbieter Ihrer Organisation fort.',
  mfa: sessionMfa,
};

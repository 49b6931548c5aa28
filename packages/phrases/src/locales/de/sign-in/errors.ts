import type { LocalePhrases } from '../../../types.ts';

/**
 * Messages for the error codes the experience API sends (`{code, message, data}`), keyed by code
 * so that `errors.<code>` finds them; codes missing here show the server's own message.
 */
export const errorPhrases: NonNullable<LocalePhrases['sign-in']> = {
  errors: {
    generic: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    network:
      'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    session: {
      forgot_password_not_enabled: 'Das Zurücksetzen des Passworts ist hier nicht verfügbar.',
      not_supported_for_forgot_password:
        'Diese Aktion ist beim Zurücksetzen des Passworts nicht möglich.',
      invalid_credentials: 'Der Benutzername oder das Passwort ist falsch.',
      registration_disabled:
        'Die Registrierung ist geschlossen. Melden Sie sich stattdessen mit einem bestehenden Konto an.',
      not_found:
        'Ihre Anmeldesitzung ist abgelaufen. Kehren Sie zur Anwendung zurück und beginnen Sie erneut.',
      interaction_not_found:
        'Ihre Anmeldesitzung ist abgelaufen. Kehren Sie zur Anwendung zurück und beginnen Sie erneut.',
      verification_session_not_found:
        'Ihre Anmeldesitzung ist abgelaufen. Bitte versuchen Sie es erneut.',
      verification_failed:
        'Die Verifizierung war nicht erfolgreich. Bitte versuchen Sie es erneut.',
      verification_blocked_too_many_attempts:
        'Zu viele Versuche. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
      identifier_not_found: 'Der Benutzername oder das Passwort ist falsch.',
      invalid_interaction_type: 'Diese Aktion ist für die aktuelle Anfrage nicht verfügbar.',
      invalid_sign_in_method: 'Diese Anmeldemethode ist nicht aktiviert.',
      identity_conflict: 'Dieses Konto ist bereits mit einer anderen Identität verknüpft.',
      captcha_required: 'Bitte lösen Sie das CAPTCHA.',
      captcha_failed: 'Die CAPTCHA-Prüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      unauthorized: 'Bitte melden Sie sich zuerst an.',
      mfa: {
        require_mfa_verification:
          'Für die Anmeldung ist eine zusätzliche Verifizierung erforderlich.',
      },
    },
    user: {
      email_already_in_use: 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
      phone_already_in_use: 'Diese Telefonnummer wird bereits von einem anderen Konto verwendet.',
      invalid_phone: 'Diese Telefonnummer ist ungültig. Gib die Ländervorwahl an.',
      new_password_required_in_profile: 'Lege ein neues Passwort fest, um fortzufahren.',
      same_password: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
      suspended: 'Dieses Konto ist gesperrt.',
      username_already_in_use: 'Dieser Benutzername ist bereits vergeben.',
      user_not_exist: 'Der Benutzername oder das Passwort ist falsch.',
      sign_in_method_not_enabled: 'Diese Anmeldemethode ist nicht aktiviert.',
      sign_up_method_not_enabled: 'Diese Registrierungsmethode ist nicht aktiviert.',
      missing_profile: 'Einige erforderliche Kontoinformationen fehlen.',
      username_required: 'Ein Benutzername ist erforderlich.',
      password_required_in_profile: 'Ein Passwort ist erforderlich.',
      suggest_mfa: 'Für dieses Konto wird eine zusätzliche Verifizierung empfohlen.',
      missing_mfa: 'Für dieses Konto muss eine zusätzliche Verifizierung eingerichtet werden.',
      username_starts_with_number: 'Ein Benutzername darf nicht mit einer Ziffer beginnen.',
      username_invalid_charset_hard: 'Der Benutzername enthält nicht erlaubte Zeichen.',
      username_too_short: 'Der Benutzername ist zu kurz.',
      username_too_long: 'Der Benutzername ist zu lang.',
      username_uppercase_not_allowed: 'Großbuchstaben sind im Benutzernamen nicht erlaubt.',
      username_lowercase_not_allowed: 'Kleinbuchstaben sind im Benutzernamen nicht erlaubt.',
      username_numbers_not_allowed: 'Ziffern sind im Benutzernamen nicht erlaubt.',
      username_underscore_not_allowed: 'Unterstriche sind im Benutzernamen nicht erlaubt.',
    },
    verification_code: {
      code_mismatch: 'Der Code ist falsch.',
      expired: 'Der Code ist abgelaufen. Fordere einen neuen an.',
      exceed_max_try: 'Zu viele falsche Codes. Fordere einen neuen an.',
      not_found: 'Für diese Adresse wartet kein Code. Fordere einen neuen an.',
    },
    connector: {
      not_found:
        'Codes können gerade nicht gesendet werden: Für diesen Dienst ist kein Versand eingerichtet.',
      general: 'Der Code konnte nicht gesendet werden. Bitte versuche es erneut.',
    },
    password: {
      rejected: 'Das Passwort erfüllt die Anforderungen nicht.',
      expired: 'Ihr Passwort ist abgelaufen. Setzen Sie es zurück, um fortzufahren.',
    },
    password_rejected: {
      too_short: 'Verwenden Sie mindestens {{min}} Zeichen.',
      too_long: 'Verwenden Sie höchstens {{max}} Zeichen.',
      unsupported_characters:
        'Verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und die Sonderzeichen einer Standardtastatur.',
      character_types:
        'Verwenden Sie Zeichen aus mindestens {{min}} Arten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen.',
      pwned: 'Dieses Passwort ist in einem Datenleck aufgetaucht. Wählen Sie ein anderes.',
      restricted: {
        repetition: 'Vermeiden Sie wiederholte Zeichen wie „aaa“.',
        sequence: 'Vermeiden Sie Zeichenfolgen wie „abc“, „123“ oder „qwe“.',
        words: 'Vermeiden Sie Wörter, die für dieses Produkt spezifisch sind.',
        user_info: 'Verwenden Sie nicht Ihren Benutzernamen oder andere persönliche Informationen.',
      },
    },
    guard: {
      invalid_input: 'Einige der eingegebenen Informationen sind ungültig.',
    },
    request: {
      general: 'Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      invalid_input: 'Einige der eingegebenen Informationen sind ungültig.',
      message_rate_limited:
        'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
      rate_limited: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    },
    oidc: {
      invalid_request:
        'Die Anmeldeanfrage ist ungültig. Kehren Sie zur Anwendung zurück und beginnen Sie erneut.',
      session_not_found:
        'Ihre Anmeldesitzung ist abgelaufen. Kehren Sie zur Anwendung zurück und beginnen Sie erneut.',
      access_denied: 'Der Zugriff wurde verweigert.',
      aborted: 'Die Anmeldung wurde abgebrochen.',
    },
    application: {
      user_consent_scopes_not_found: 'Die angeforderten Berechtigungen wurden nicht gefunden.',
    },
    entity: {
      not_exists: 'Das angeforderte Element existiert nicht.',
      not_found: 'Das angeforderte Element existiert nicht.',
    },
  },
};

import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    'Es ist noch kein {{type}}-Connector eingerichtet. Fügen Sie einen hinzu, bevor Sie diese Methode verwenden.',
  passwordless_requires_verify:
    'Eine Registrierung ohne Passwort erfordert die Bestätigung der E-Mail-Adresse oder Telefonnummer.',
  code_sign_in_must_be_enabled:
    'Konten, die nur mit einem Bestätigungscode erstellt werden, brauchen die Anmeldung per Bestätigungscode für dieselbe Kennung.',
  unsupported_default_language:
    'Die Sprache {{language}} ist weder integriert noch hat sie eigene Texte. Fügen Sie zuerst Texte für sie hinzu.',
  at_least_one_authentication_factor:
    'Jede Anmeldemethode braucht ein Passwort, einen Bestätigungscode oder beides.',
  backup_code_cannot_be_enabled_alone:
    'Backup-Codes dürfen nicht die einzige Methode der Multi-Faktor-Authentifizierung sein.',
  duplicated_mfa_factors:
    'Jede Methode der Multi-Faktor-Authentifizierung darf nur einmal aufgeführt werden.',
  email_verification_code_cannot_be_used_for_mfa:
    'E-Mail-Codes können kein zweiter Faktor sein, solange die Anmeldung per E-Mail-Code aktiv ist.',
  phone_verification_code_cannot_be_used_for_mfa:
    'SMS-Codes können kein zweiter Faktor sein, solange die Anmeldung per Telefon-Code aktiv ist.',
  email_verification_code_cannot_be_used_for_sign_in:
    'Die Anmeldung per E-Mail-Code kann nicht aktiviert werden, solange E-Mail-Codes ein zweiter Faktor sind.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'Die Anmeldung per Telefon-Code kann nicht aktiviert werden, solange SMS-Codes ein zweiter Faktor sind.',
  duplicated_sign_up_identifiers: 'Jede Registrierungskennung darf nur einmal aufgeführt werden.',
  missing_sign_up_identifiers:
    'Wählen Sie eine primäre Registrierungskennung, bevor Sie weitere hinzufügen.',
  invalid_custom_email_blocklist_format:
    'Diese Sperrlisteneinträge sind weder E-Mail-Adressen noch Domains (wie @example.com): {{items}}.',
  forgot_password_method_requires_connector:
    'Diese Methode zum Zurücksetzen des Passworts braucht einen Connector, der ihre Codes senden kann.',
  username_policy_case_conflicts_exist:
    '{{count}} Benutzernamen unterscheiden sich nur in der Groß- und Kleinschreibung. Lösen Sie dies, bevor Benutzernamen unabhängig von der Schreibweise gelten.',
  adaptive_mfa_requires_mfa:
    'Adaptive Multi-Faktor-Authentifizierung braucht mindestens eine Multi-Faktor-Methode.',
  password_expiration_requires_forgot_password:
    'Der Ablauf von Passwörtern erfordert eine Möglichkeit, das Passwort zurückzusetzen (per E-Mail- oder SMS-Code).',
  password_expiration_invalid_period_days:
    'Die Gültigkeitsdauer des Passworts muss eine ganze Zahl von Tagen zwischen 1 und {{max}} sein.',
  username_requires_password: 'Die Registrierung mit einem Benutzernamen erfordert ein Passwort.',
  miss_sign_up_identifier_in_sign_in:
    'Wer sich mit {{identifier}} registriert, muss sich damit auch anmelden können. Fügen Sie es als Anmeldemethode hinzu.',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    'Die Ausweichsprache der Anmeldung kann nicht gelöscht werden. Wählen Sie zuerst eine andere Ausweichsprache.',
  invalid_translation_structure:
    'Die Texte enthalten Schlüssel, die die Anmeldeseite nicht kennt, oder eine Gruppe, wo ein Text erwartet wird.',
};

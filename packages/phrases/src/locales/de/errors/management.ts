import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const role: NonNullable<Errors['role']> = {
  name_in_use: 'Der Rollenname {{name}} wird bereits verwendet.',
  scope_exists: 'Die Berechtigung mit der ID {{scopeId}} wurde dieser Rolle bereits hinzugefügt.',
  user_exists: 'Der Benutzer mit der ID {{userId}} wurde dieser Rolle bereits hinzugefügt.',
  application_exists:
    'Die Anwendung mit der ID {{applicationId}} wurde dieser Rolle bereits hinzugefügt.',
  default_role_missing: 'Einige der Standardrollennamen existieren nicht.',
  management_api_scopes_not_assignable_to_user_role:
    'Berechtigungen der Management-API können keiner Benutzerrolle zugewiesen werden.',
  internal_role_violation:
    'Sie versuchen möglicherweise, eine interne Rolle zu ändern oder zu löschen. Das ist nicht erlaubt.',
};

export const scope: NonNullable<Errors['scope']> = {
  name_exists: 'Der Berechtigungsname existiert bereits.',
  name_with_space: 'Ein Berechtigungsname darf keine Leerzeichen enthalten.',
};

export const resource: NonNullable<Errors['resource']> = {
  resource_identifier_in_use: 'Der API-Bezeichner {{indicator}} wird bereits verwendet.',
  cannot_delete_management_api: 'Die Management-API kann nicht gelöscht werden.',
  cannot_modify_management_api: 'Die Management-API kann nicht geändert werden.',
};

export const application: NonNullable<Errors['application']> = {
  secret_name_exists: 'Ein Secret mit diesem Namen existiert bereits.',
  invalid_type: 'Dieser Anwendungstyp ist hier nicht erlaubt.',
  invalid_role_type: 'Dieser Rollentyp kann keiner Machine-to-Machine-Anwendung zugewiesen werden.',
  invalid_third_party_application_type:
    'Nur klassische Web-, Single-Page- und native Anwendungen können als Drittanbieter-Apps markiert werden.',
  third_party_application_only: 'Diese Funktion ist nur für Drittanbieter-Anwendungen verfügbar.',
  third_party_application_cannot_enable_token_exchange:
    'Für Drittanbieter-Anwendungen kann der Token-Austausch nicht aktiviert werden.',
  user_consent_scopes_not_found: 'Einige der Scopes für die Benutzereinwilligung existieren nicht.',
  consent_management_api_scopes_not_allowed:
    'Berechtigungen der Management-API können nicht von Benutzern angefordert werden.',
  device_flow_native_only: 'Der Device Flow ist nur für native Anwendungen verfügbar.',
  device_flow_not_changeable:
    'Die Einstellung für den Device Flow kann nach dem Erstellen nicht geändert werden.',
  protected_application_only: 'Diese Funktion ist nur für geschützte Anwendungen verfügbar.',
  no_legacy_secret_found: 'Die Anwendung hat kein altes Secret, das gelöscht werden könnte.',
  saml: {
    use_saml_app_api:
      'Verwende für SAML-Anwendungen die SAML-Anwendungs-API (`/api/saml-applications`).',
  },
};

export const log: NonNullable<Errors['log']> = {
  invalid_time_window: 'Das Zeitfenster ist ungültig: Der Beginn muss vor dem Ende liegen.',
  invalid_type: 'Der Protokolltyp ist ungültig.',
};

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
    saml_application_only: 'Die API ist nur für SAML-Anwendungen verfügbar.',
    acs_url_binding_not_supported: 'Für die ACS-URL wird nur die HTTP-POST-Bindung unterstützt.',
    acs_url_scheme_not_supported: 'Die ACS-URL muss http oder https verwenden.',
    acs_url_required: 'Die ACS-URL des Dienstanbieters ist nicht konfiguriert.',
    entity_id_required: 'Die Entitäts-ID des Dienstanbieters ist nicht konfiguriert.',
    can_not_delete_active_secret: 'Das aktive Signaturzertifikat kann nicht gelöscht werden.',
    no_active_secret: 'Die SAML-Anwendung hat kein aktives Signaturzertifikat.',
    invalid_certificate_pem_format: 'Das Zertifikat ist kein gültiges PEM-Zertifikat.',
    certificate_required: 'Zum Verschlüsseln von Assertions ist ein Zertifikat erforderlich.',
    invalid_saml_request: 'Die SAML-Authentifizierungsanfrage ist ungültig.',
    auth_request_issuer_not_match:
      'Der Aussteller der Authentifizierungsanfrage stimmt nicht mit der Entitäts-ID der Anwendung überein.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'Die SAML-Anmeldesitzung wurde in den Cookies nicht gefunden.',
    sp_initiated_saml_sso_session_not_found:
      'Die SAML-Anmeldesitzung wurde nicht gefunden oder ist abgelaufen.',
    state_mismatch: 'Der Status der Autorisierungsantwort passt nicht zur SAML-Anmeldesitzung.',
    missing_email_address:
      'Der Benutzer hat keine E-Mail-Adresse, die das NameID-Format jedoch verlangt.',
    email_address_unverified: 'Die E-Mail-Adresse des Benutzers ist nicht verifiziert.',
  },
};

export const log: NonNullable<Errors['log']> = {
  invalid_time_window: 'Das Zeitfenster ist ungültig: Der Beginn muss vor dem Ende liegen.',
  invalid_type: 'Der Protokolltyp ist ungültig.',
};

import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: 'Öffentliche E-Mail-Domains sind nicht erlaubt.',
  duplicated_domains: 'Es gibt doppelte Domains.',
  invalid_domain_format: 'Ungültiges Domain-Format.',
  duplicate_connector_name:
    'Der Connector-Name existiert bereits. Bitte wähle einen anderen Namen.',
  idp_initiated_authentication_not_supported:
    'IdP-initiierte Authentifizierung wird nur für SAML-Connectoren unterstützt.',
  idp_initiated_authentication_invalid_application_type:
    'Ungültiger Anwendungstyp. Nur {{type}}-Anwendungen sind erlaubt.',
  idp_initiated_authentication_redirect_uri_not_registered:
    'Die Weiterleitungs-URI ist nicht registriert. Bitte prüfe die Anwendungseinstellungen.',
  idp_initiated_authentication_client_callback_uri_not_found:
    'Die Callback-URI des Clients für IdP-initiierte Authentifizierung wurde nicht gefunden. Bitte prüfe die Connector-Einstellungen.',
  can_not_delete_active_signing_key: 'Ein aktiver Signaturschlüssel kann nicht gelöscht werden.',
  can_not_deactivate_signing_key_in_use:
    'Der Signaturschlüssel wird verwendet und kann nicht deaktiviert werden. Aktiviere zuerst einen anderen Schlüssel.',
  active_signing_key_required:
    'Der Connector braucht einen aktiven Signaturschlüssel, um Anfragen zu signieren.',
  sso_signing_unavailable: 'Die SAML-Anfrage konnte nicht signiert werden.',
};

import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'Die SAML-Einstellungen konnten nicht geladen werden.',
  create: {
    button: 'SAML-App erstellen',
    title: 'SAML-App erstellen',
    description:
      'Gatehouse meldet Benutzer bei einer App an, die SAML 2.0 spricht: Benennen Sie sie hier und tragen Sie dann ACS-URL und Entity-ID in ihren Einstellungen ein.',
  },
  tabs: {
    attribute_mapping: 'Attributzuordnung',
  },
  settings: {
    general: 'Allgemein',
    name: 'Name der Anwendung',
    description: 'Beschreibung',
    sp_title: 'Dienstanbieter',
    sp_description: 'Wohin die signierte SAML-Antwort geht und für wen sie bestimmt ist.',
    acs_url: 'Assertion-Consumer-Service-URL (ACS)',
    acs_url_description: 'Die Adresse des Dienstanbieters, die die SAML-Antwort empfängt.',
    acs_binding: 'Bindung',
    acs_binding_description: 'Wie die Antwort die ACS-URL erreicht.',
    entity_id: 'Entitäts-ID des Dienstanbieters',
    entity_id_description: 'Die Zielgruppe der Assertion, höchstens 128 Zeichen.',
    name_id_format: 'NameID-Format',
    name_id_format_description: 'Wie der Benutzer im Subjekt der Assertion benannt wird.',
    encryption_title: 'Verschlüsselung',
    encryption_description: 'Die Assertion mit dem Zertifikat des Dienstanbieters verschlüsseln.',
    encrypt_assertion: 'Assertion verschlüsseln',
    encrypt_then_sign: 'Erst verschlüsseln, dann signieren',
    encrypt_then_sign_description:
      'Die verschlüsselte Assertion signieren, statt eine signierte zu verschlüsseln.',
    encryption_certificate: 'Zertifikat des Dienstanbieters',
    encryption_certificate_description:
      'Das PEM-Zertifikat, dessen öffentlicher Schlüssel die Assertion verschlüsselt.',
  },
  name_id_formats: {
    persistent: 'Dauerhaft (Benutzer-ID)',
    email_address: 'E-Mail-Adresse',
    transient: 'Flüchtig (bei jeder Anmeldung neu)',
    unspecified: 'Nicht angegeben',
  },
  idp: {
    title: 'Metadaten des Identitätsanbieters',
    description:
      'Geben Sie dem Dienstanbieter unsere Metadaten oder die Single-Sign-On-URL und das aktive Zertifikat.',
    metadata_url: 'Metadaten-URL des IdP',
    sso_url: 'Single-Sign-On-URL',
    download_metadata: 'Metadaten herunterladen',
  },
  certificates: {
    title: 'Signaturzertifikate',
    description:
      'SAML-Antworten werden mit dem aktiven Zertifikat signiert. Fügen Sie ein neues hinzu, bevor das alte abläuft, und aktivieren Sie es dann.',
    create: 'Zertifikat hinzufügen',
    create_title: 'Signaturzertifikat hinzufügen',
    create_submit: 'Hinzufügen',
    life_span: 'Gültig für (Jahre)',
    created: 'Zertifikat hinzugefügt.',
    empty:
      'Noch keine Zertifikate. Fügen Sie eines hinzu: Ohne aktives Zertifikat können Antworten nicht signiert werden.',
    load_error: 'Die Zertifikate konnten nicht geladen werden.',
    fingerprint: 'SHA-256-Fingerabdruck',
    status: 'Zustand',
    active: 'Aktiv',
    inactive: 'Inaktiv',
    expires_at: 'Läuft ab',
    expired: 'Abgelaufen',
    download: 'Herunterladen',
    activate: 'Aktivieren',
    activated: 'Zertifikat aktiviert.',
    delete_label: 'Zertifikat {{fingerprint}} löschen',
    delete_title: 'Dieses Zertifikat löschen?',
    delete_message: 'Dienstanbieter, die ihm noch vertrauen, lehnen damit signierte Antworten ab.',
    deleted: 'Zertifikat gelöscht.',
  },
  attributes: {
    title: 'Attributzuordnung',
    description:
      'Die in der SAML-Assertion gesendeten Benutzerangaben und der Attributname, unter dem jede gesendet wird.',
    add: 'Attribut hinzufügen',
    empty: 'Keine Attribute zugeordnet',
    empty_description: 'Bis Sie Angaben zuordnen, wird nur die NameID gesendet.',
    user_claim: 'Benutzerangabe',
    saml_attribute: 'Name des SAML-Attributs',
    user_claim_of: 'Benutzerangabe in Zeile {{index}}',
    saml_attribute_of: 'Name des SAML-Attributs in Zeile {{index}}',
    remove: '{{name}} entfernen',
  },
  errors: {
    invalid_url: 'Geben Sie eine gültige http- oder https-URL ein.',
    certificate_required: 'Zum Verschlüsseln der Assertion ist ein Zertifikat erforderlich.',
    duplicated_attribute: 'Jede Angabe darf nur einmal zugeordnet werden.',
  },
};

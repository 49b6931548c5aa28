export const connector = {
  authorization_failed: 'Der Anbieter hat die Anmeldung nicht autorisiert.',
  social_auth_code_invalid:
    'Der Anbieter hat den Autorisierungscode abgelehnt. Bitte melde dich erneut an.',
  social_invalid_access_token: 'Der Anbieter hat das Zugriffstoken abgelehnt.',
  social_invalid_id_token: 'Das ID-Token des Anbieters ist ungültig.',
  general: 'Der Connector ist fehlgeschlagen: {{message}}',
  not_found: 'Es wurde kein aktivierter {{type}}-Connector gefunden.',
  not_found_with_connector_id: 'Es gibt keine Connector-Vorlage mit der ID {{connectorId}}.',
  not_implemented: 'Der Connector kann das noch nicht.',
  invalid_metadata: 'Die Metadaten des Connectors sind ungültig.',
  invalid_config_guard: 'Die Konfiguration des Connectors ist ungültig.',
  invalid_config: 'Die Konfiguration des Connectors ist unvollständig oder falsch.',
  unexpected_type: 'Dieser Connector-Typ kann hier nicht verwendet werden.',
  invalid_request_parameters: 'Die Anfrage an den Connector hat falsche Parameter.',
  insufficient_request_parameters: 'Der Anfrage an den Connector fehlen Parameter.',
  invalid_response: 'Der Anbieter des Connectors hat mit einem Fehler geantwortet.',
  template_not_found: 'Für diesen Zweck wurde keine Nachrichtenvorlage gefunden.',
  rate_limit_exceeded: 'Es wurden zu viele Nachrichten gesendet. Versuche es später erneut.',
  multiple_instances_not_supported: 'Dieser Connector kann nur einmal hinzugefügt werden.',
  invalid_type_for_syncing_profile:
    'Nur soziale Connectors können Benutzerprofile synchronisieren.',
  should_specify_target: 'Ein Standard-Connector braucht ein Ziel in seinen Metadaten.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'Die Metadaten eines nicht standardmäßigen Connectors können nicht überschrieben werden.',
  multiple_target_with_same_platform:
    'Zwei soziale Connectors können auf derselben Plattform kein Ziel teilen.',
  token_storage_not_supported: 'Dieser Connector kann keine Tokens speichern.',
  email_connector: {
    bulk_deletion_no_filter:
      'Zum Löschen von E-Mail-Vorlagen wird eine Sprache oder ein Vorlagentyp benötigt.',
  },
};

export const verification_code = {
  phone_email_empty: 'Telefonnummer und E-Mail-Adresse sind beide leer.',
  not_found: 'Es wurde kein Bestätigungscode gefunden. Sende zuerst einen neuen.',
  phone_mismatch: 'Die Telefonnummer stimmt nicht mit der überein, an die der Code gesendet wurde.',
  email_mismatch:
    'Die E-Mail-Adresse stimmt nicht mit der überein, an die der Code gesendet wurde.',
  code_mismatch: 'Der Bestätigungscode ist falsch.',
  expired: 'Der Bestätigungscode ist abgelaufen. Sende einen neuen.',
  exceed_max_try: 'Zu viele falsche Versuche. Sende einen neuen Bestätigungscode.',
};

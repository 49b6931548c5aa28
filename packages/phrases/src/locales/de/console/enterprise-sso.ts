import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'Enterprise-SSO',
    subtitle:
      'Lassen Sie die Mitarbeitenden eines Unternehmens über ihren eigenen Identitätsanbieter anmelden, gewählt nach ihrer E-Mail-Domain.',
    empty: 'Noch keine Enterprise-SSO-Connectoren',
    empty_description:
      'Fügen Sie einen hinzu, um die E-Mail-Domains eines Unternehmens an dessen Identitätsanbieter weiterzuleiten.',
    no_domains: 'Keine Domains',
    columns: {
      name: 'Bezeichnung',
      provider: 'Anbieter',
      domains: 'E-Mail-Domains',
    },
    providers: {
      OIDC: 'Jeder Identitätsanbieter, der OpenID Connect spricht.',
      SAML: 'Jeder Identitätsanbieter, der SAML 2.0 spricht.',
      AzureAD: 'Microsoft Entra ID, früher Azure AD, über SAML 2.0.',
      GoogleWorkspace: 'Die Google-Konten einer Google-Workspace-Organisation.',
      Okta: 'Eine Okta-Organisation über OpenID Connect.',
      AzureAdOidc: 'Microsoft Entra ID, früher Azure AD, über OpenID Connect.',
    },
    create: {
      button: 'Enterprise-Connector hinzufügen',
      title: 'Enterprise-SSO-Connector hinzufügen',
      description:
        'Wählen Sie den Identitätsanbieter des Unternehmens und benennen Sie dann den Connector.',
      provider_label: 'Identitätsanbieter',
      providers_error: 'Die Liste der Identitätsanbieter konnte nicht geladen werden.',
      name_label: 'Name des Connectors',
      name_description: 'Nur Sie sehen ihn, in der Konsole.',
      name_placeholder: 'Zum Beispiel Acme Okta',
      created: 'Connector {{name}} hinzugefügt.',
    },
    tabs: {
      connection: 'Verbindung',
      experience: 'Anmeldeerlebnis',
      idp_initiated_auth: 'Vom IdP initiiertes SSO',
    },
    detail: {
      connector_id: 'Connector-ID',
      delete_message:
        'Personen seiner E-Mail-Domains können sich nicht mehr darüber anmelden. Dies kann nicht rückgängig gemacht werden.',
    },
    connection: {
      test_connection: {
        title: 'Verbindung testen',
        description:
          'Melden Sie sich in einem neuen Fenster beim Identitätsanbieter an, um diese Einstellungen zu prüfen. Hier wird niemand angemeldet und kein Benutzer angelegt.',
        button: 'Verbindung testen',
        waiting:
          'Warte auf den Identitätsanbieter. Schließen Sie die Anmeldung im geöffneten Fenster ab.',
        popup_blocked:
          'Das Fenster konnte nicht geöffnet werden. Öffnen Sie den Identitätsanbieter über diesen Link:',
        open_link: 'Identitätsanbieter öffnen',
        succeeded: 'Der Identitätsanbieter hat geantwortet. Diese Profilfelder hat er ausgefüllt:',
        failed: 'Der Test ist fehlgeschlagen: {{message}}',
        expired:
          'Der Test ist abgelaufen, bevor der Identitätsanbieter geantwortet hat. Starten Sie ihn erneut.',
        empty_value: 'Nicht angegeben',
        fields: {
          issuer: 'Aussteller',
          id: 'Benutzer-ID beim Identitätsanbieter',
          email: 'E-Mail',
          name: 'Name',
          phone: 'Telefon',
          avatar: 'Bild',
        },
      },
      idp_title: 'Identitätsanbieter',
    },
    oidc: {
      description:
        'Übernehmen Sie diese Werte aus der OIDC-Anwendung, die Sie beim Identitätsanbieter registriert haben.',
      issuer: 'Aussteller (Issuer)',
      issuer_description:
        'Das Discovery-Dokument wird unter /.well-known/openid-configuration gelesen.',
      client_id: 'Client-ID',
      client_secret: 'Client-Geheimnis',
      scope: 'Bereich (Scope)',
      scope_description: 'Durch Leerzeichen getrennt; openid wird immer angefragt.',
    },
    saml: {
      description:
        'Geben Sie die Metadaten des Identitätsanbieters per URL oder als XML an oder tragen Sie die Werte einzeln ein.',
      source_label: 'Metadaten des Identitätsanbieters',
      sources: {
        url: 'Metadaten-URL',
        xml: 'Metadaten-XML',
        manual: 'Manuell eingeben',
      },
      metadata_url: 'Metadaten-URL',
      metadata_xml: 'Metadaten-XML',
      idp_entity_id: 'Entitäts-ID des IdP',
      sso_url: 'Single-Sign-On-URL',
      certificate: 'Signaturzertifikat',
    },
    sp: {
      title: 'Werte des Dienstanbieters',
      saml_description: 'Tragen Sie diese in der SAML-Anwendung beim Identitätsanbieter ein.',
      oidc_description:
        'Registrieren Sie diese Weiterleitungs-URI in der OIDC-Anwendung beim Identitätsanbieter.',
      acs_url: 'Assertion-Consumer-Service-URL (ACS)',
      entity_id: 'Entitäts-ID des Dienstanbieters',
      redirect_uri: 'Weiterleitungs-URI',
    },
    experience: {
      branding_title: 'Anmeldeschaltfläche',
      branding_description: 'Wie der Connector auf der Anmeldeseite erscheint.',
      connector_name: 'Name des Connectors',
      connector_name_description: 'Nur Sie sehen ihn, in der Konsole.',
      display_name: 'Anzeigename',
      display_name_description:
        'Steht auf der Anmeldeschaltfläche; leer wird der Name des Connectors gezeigt.',
      logo: 'Logo-URL',
      dark_logo: 'Logo-URL (dunkler Modus)',
      routing_title: 'Weiterleitung und Profil',
      routing_description:
        'Personen, deren E-Mail-Adresse auf eine dieser Domains endet, melden sich über diesen Connector an.',
      domains: 'E-Mail-Domains',
      domains_description:
        'Drücken Sie nach jeder Domain die Eingabetaste oder tippen Sie ein Komma.',
      sync_profile: 'Profil bei jeder Anmeldung synchronisieren',
      sync_profile_description:
        'Ausgeschaltet werden Name, E-Mail und Avatar nur bei der ersten Anmeldung vom Identitätsanbieter übernommen.',
    },
    idp_initiated: {
      title: 'Vom IdP initiiertes Single Sign-On',
      description:
        'Personen können im Portal des Identitätsanbieters beginnen und angemeldet in einer Ihrer Anwendungen landen. Geben Sie dem Identitätsanbieter diese ACS-URL.',
      load_error:
        'Die Einstellungen für vom IdP initiierte Anmeldungen konnten nicht geladen werden.',
      config_title: 'Einstellungen',
      enable: 'Vom IdP initiierte Anmeldung erlauben',
      enable_description:
        'Ausgeschaltet wird eine vom Identitätsanbieter gestartete Anmeldung abgelehnt.',
      default_application: 'Standardanwendung',
      default_application_description:
        'Eine klassische Web- oder Single-Page-Anwendung, in der die Anmeldung landet.',
      choose_application: 'Anwendung auswählen',
      no_applications: 'Keine passende Anwendung',
      flow_label: 'Nach der Anmeldung',
      flow_auto: 'Die Autorisierungsanfrage sofort an die Weiterleitungs-URI der App senden',
      flow_client: 'An den eigenen Callback der App übergeben, der die Anmeldung startet',
      redirect_uri: 'Weiterleitungs-URI',
      redirect_uri_description: 'Eine der für die Anwendung registrierten Weiterleitungs-URIs.',
      client_callback_uri: 'Callback-URI des Clients',
      client_callback_uri_description:
        'Die Adresse in Ihrer App, die eine vom SP initiierte Anmeldung startet.',
    },
    errors: {
      required: 'Dieses Feld ist erforderlich.',
      invalid_url: 'Geben Sie eine gültige http- oder https-URL ein.',
      invalid_domain: 'Geben Sie Domains wie example.com ein.',
      duplicated_domain: 'Jede Domain darf nur einmal vorkommen.',
    },
  };

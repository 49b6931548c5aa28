import type { LocalePhrases } from '../../../types.ts';

/** The connectors section: passwordless and social tabs, create, guides, detail, e-mail templates. */
export const connectors: NonNullable<NonNullable<LocalePhrases['console']>['connectors']> = {
  title: 'Konnektoren',
  subtitle:
    'Verbinden Sie die Dienste, die Bestätigungscodes zustellen, und die Anbieter, mit denen sich Personen anmelden.',
  tabs: {
    label: 'Konnektortypen',
    passwordless: 'Passwortlos',
    social: 'Sozial',
  },
  types: {
    Email: 'E-Mail',
    Sms: 'SMS',
    Social: 'Sozial',
  },
  passwordless: {
    email_title: 'E-Mail-Konnektor',
    email_description:
      'Versendet E-Mail-Bestätigungscodes für Anmeldung, Registrierung und Wiederherstellung.',
    sms_title: 'SMS-Konnektor',
    sms_description: 'Versendet Bestätigungscodes per Textnachricht an Telefonnummern.',
    email_empty: 'Noch kein E-Mail-Konnektor',
    sms_empty: 'Noch kein SMS-Konnektor',
    add_email: 'E-Mail-Konnektor hinzufügen',
    add_sms: 'SMS-Konnektor hinzufügen',
    replace_note: 'Je einer ist aktiv; ein weiterer ersetzt den aktuellen.',
  },
  social: {
    empty: 'Noch keine sozialen Konnektoren',
    empty_description:
      'Lassen Sie Personen sich mit einem Konto anmelden, das sie bereits anderswo haben.',
    add: 'Sozialen Konnektor hinzufügen',
    columns: {
      name: 'Name',
      target: 'Ziel',
      platform: 'Plattform',
    },
    table_label: 'Soziale Konnektoren',
    platforms: {
      Universal: 'Universell',
      Web: 'Web',
      Native: 'Nativ',
    },
  },
  create: {
    title_email: 'E-Mail-Konnektor hinzufügen',
    title_sms: 'SMS-Konnektor hinzufügen',
    title_social: 'Sozialen Konnektor hinzufügen',
    choose: 'Anbieter wählen',
    next: 'Weiter',
    no_factories: 'Für diesen Typ ist kein Konnektor verfügbar.',
    replaces_current: 'Beim Speichern ersetzt dies den aktuellen {{type}}-Konnektor.',
  },
  guide: {
    title: '{{name}} einrichten',
    steps_title: 'So richten Sie ihn ein',
    config_title: 'Einstellungen',
    save: 'Speichern und fertig',
    created: '{{name}} hinzugefügt.',
    texts: {
      'simple-mail-transfer-protocol':
        'Fragen Sie Ihren E-Mail-Anbieter nach SMTP-Host, Port und, falls nötig, Benutzername und Passwort. Geben Sie die Absenderadresse der E-Mails an. Verwenden Sie Port 465 mit „TLS von Anfang an“ oder Port 587 mit STARTTLS.',
      'http-email':
        'Betreiben Sie einen HTTPS-Endpunkt, der E-Mails zustellt. Gatehouse sendet jede Nachricht als JSON mit Empfänger, Zweck und Code dorthin; antworten Sie mit einem 2xx-Status, sobald sie angenommen ist.',
      'http-sms':
        'Betreiben Sie einen HTTPS-Endpunkt, der Textnachrichten versendet. Gatehouse sendet jede Nachricht als JSON mit Telefonnummer, Zweck und Code dorthin; antworten Sie mit einem 2xx-Status, sobald sie angenommen ist.',
      oauth2:
        'Registrieren Sie Gatehouse als Client bei Ihrem OAuth-2.0-Anbieter, mit der Callback-URL Ihrer Anmeldeseite. Kopieren Sie Client-ID und Client-Geheimnis sowie Autorisierungs-, Token- und Userinfo-Endpunkt des Anbieters hierher und ordnen Sie die Felder seines Benutzerprofils zu.',
      github:
        'Öffnen Sie in GitHub Settings → Developer settings → OAuth Apps und registrieren Sie eine neue App mit der Callback-URL Ihrer Anmeldeseite. Kopieren Sie ihre Client-ID und ein neues Client-Geheimnis hierher.',
      google:
        'Erstellen Sie in der Google Cloud Console eine OAuth-Client-ID vom Typ „Webanwendung“ mit der Callback-URL Ihrer Anmeldeseite als autorisierte Weiterleitungs-URI. Kopieren Sie Client-ID und Client-Geheimnis hierher.',
      microsoft:
        'Registrieren Sie in Microsoft Entra ID eine Anwendung mit der Callback-URL Ihrer Anmeldeseite als Web-Umleitungs-URI. Kopieren Sie ihre Anwendungs-ID (Client-ID) und ein Client-Geheimnis hierher; lassen Sie „common“ als Verzeichnis stehen, sofern sich nicht nur eine Organisation anmelden darf.',
      apple:
        'Erstellen Sie in Ihrem Apple-Developer-Konto eine Services-ID für „Mit Apple anmelden“ mit der Callback-URL Ihrer Anmeldeseite sowie einen Schlüssel für „Mit Apple anmelden“. Geben Sie hier die Services-ID, Ihre Team-ID, die Schlüssel-ID und den Inhalt der .p8-Schlüsseldatei ein.',
      discord:
        'Erstellen Sie im Discord Developer Portal eine Anwendung und tragen Sie die Callback-URL Ihrer Anmeldeseite bei den OAuth2-Weiterleitungen ein. Kopieren Sie ihre Client-ID und ihr Client-Geheimnis hierher.',
      oidc: 'Registrieren Sie Gatehouse als Client bei Ihrem OpenID-Connect-Anbieter, mit der Callback-URL Ihrer Anmeldeseite. Kopieren Sie Client-ID, Client-Geheimnis und die Endpunkte des Anbieters hierher und geben Sie dem Konnektor ein Ziel, das den Anbieter benennt.',
    },
    fallback_text:
      'Füllen Sie die Einstellungen aus, die Sie vom Anbieter erhalten haben, und speichern Sie.',
  },
  form: {
    target: 'Ziel',
    target_description: 'Ein kurzer, eindeutiger Name für den Anbieter, etwa „acme-idp“.',
    display_name: 'Name der Schaltfläche',
    display_name_description: 'Der Name auf der Anmeldeschaltfläche.',
    sync_profile: 'Profil der Person bei jeder Anmeldung vom Anbieter aktualisieren',
    show_secret: 'Wert anzeigen',
    invalid_json: 'Geben Sie gültiges JSON ein.',
    invalid_number: 'Geben Sie eine ganze Zahl ein.',
    choose_option: 'Option wählen',
    items: {
      host: 'Host',
      port: 'Port',
      auth: 'Anmeldedaten',
      auth_description: '{ "user": "…", "pass": "…" }, wenn der Server eine Anmeldung verlangt.',
      fromEmail: 'Absenderadresse',
      replyTo: 'Antwortadresse',
      secure: 'TLS von Anfang an (Port 465)',
      requireTLS: 'STARTTLS verlangen',
      templates: 'Vorlagen',
      templates_description:
        'Optional [{ usageType, subject, content, contentType }]; die E-Mail-Vorlagen unten haben Vorrang.',
      endpoint: 'Endpunkt',
      endpoint_description:
        'Gatehouse sendet { to, type, payload: { code, locale } } als JSON hierher.',
      authorization: 'Authorization-Header',
      authorization_description: 'Wird als Authorization-Header jeder Anfrage gesendet.',
      clientId: 'Client-ID',
      clientSecret: 'Client-Geheimnis',
      authorizationEndpoint: 'Autorisierungsendpunkt',
      tokenEndpoint: 'Token-Endpunkt',
      userInfoEndpoint: 'Userinfo-Endpunkt',
      issuer: 'Aussteller',
      issuer_description:
        'Leer gelassene Endpunkte werden aus seiner OpenID-Konfiguration ermittelt.',
      jwksUri: 'JWKS-URI',
      scope: 'Bereich (Scope)',
      tokenEndpointAuthMethod: 'Authentifizierung am Token-Endpunkt',
      keyId: 'Schlüssel-ID',
      teamId: 'Team-ID',
      privateKey: 'Privater Schlüssel (.p8)',
      tenantId: 'Verzeichnis (Mandant)',
      pkce: 'PKCE verwenden',
      profileMap: 'Profilzuordnung',
      profileMap_description:
        'Schlüssel (oder Pfade mit Punkten) von id, email, emailVerified, phone, phoneVerified, name und avatar im Profil. Einer E-Mail-Adresse ohne Bestätigungskennzeichen wird nicht vertraut.',
    },
  },
  detail: {
    delete_message:
      'Anmeldemethoden, die diesen Konnektor nutzen, funktionieren erst wieder, wenn Sie einen anderen hinzufügen.',
  },
  test: {
    title: 'Test senden',
    description_email:
      'Sendet eine Test-E-Mail mit den Einstellungen oben, gespeichert oder nicht.',
    description_sms:
      'Sendet eine Test-Textnachricht mit den Einstellungen oben, gespeichert oder nicht.',
    email_label: 'E-Mail-Adresse',
    phone_label: 'Telefonnummer',
    send: 'Test senden',
    sent: 'Testnachricht gesendet. Prüfen Sie den Posteingang von {{to}}.',
    failed: 'Die Testnachricht wurde nicht gesendet.',
    code: 'Fehlercode: {{code}}',
    invalid_email: 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
    invalid_phone: 'Geben Sie eine Telefonnummer nur aus Ziffern ein, optional nach einem +.',
  },
  errors: {
    general: 'Der Konnektor konnte die Anfrage nicht abschließen.',
    invalid_metadata: 'Die Metadaten des Konnektors sind ungültig.',
    unexpected_type: 'Diese Art von Konnektor kann das nicht.',
    invalid_config_guard:
      'Die Einstellungen des Konnektors sind unvollständig oder falsch formatiert.',
    invalid_request_parameters: 'Der Anbieter hat die Parameter der Anfrage abgelehnt.',
    insufficient_request_parameters: 'In der Anfrage fehlen erforderliche Angaben.',
    invalid_config:
      'Die Einstellungen des Konnektors sind falsch; prüfen Sie Host, Anmeldedaten und Adressen.',
    invalid_certificate: 'Dem Zertifikat des Anbieters wird nicht vertraut.',
    invalid_response:
      'Der Anbieter hat mit einem Fehler geantwortet; prüfen Sie Anmeldedaten und Absender.',
    template_not_found: 'Für diesen Zweck wurde keine Nachrichtenvorlage gefunden.',
    template_not_supported: 'Dieser Konnektor unterstützt diese Nachrichtenvorlage nicht.',
    rate_limit_exceeded: 'Es wurden zu viele Nachrichten gesendet. Versuchen Sie es später erneut.',
    not_implemented: 'Dieser Konnektor kann das noch nicht.',
    social_auth_code_invalid: 'Der Anbieter hat den Autorisierungscode abgelehnt.',
    social_invalid_access_token: 'Der Anbieter hat das Zugriffstoken abgelehnt.',
    social_invalid_id_token: 'Das ID-Token des Anbieters ist ungültig.',
    authorization_failed: 'Die Autorisierung beim Anbieter ist fehlgeschlagen.',
    unknown: 'Der Konnektor ist fehlgeschlagen.',
  },
  templates: {
    title: 'E-Mail-Vorlagen',
    description:
      'Betreff und Text jeder Art von E-Mail, je Sprache. Schreiben Sie {{code}} dorthin, wo der Bestätigungscode stehen soll.',
    add: 'Vorlage hinzufügen',
    empty: 'Noch keine E-Mail-Vorlagen',
    empty_description:
      'Ohne Vorlage verwenden E-Mails den eingebauten Text in der Sprache der Person.',
    table_label: 'E-Mail-Vorlagen',
    columns: {
      purpose: 'Zweck',
      language: 'Sprache',
      subject: 'Betreff',
      actions: 'Aktionen',
    },
    purposes: {
      SignIn: 'Anmeldung',
      Register: 'Registrierung',
      ForgotPassword: 'Passwort vergessen',
      Generic: 'Allgemein',
    },
    edit: 'Vorlage {{name}} bearbeiten',
    delete: 'Vorlage {{name}} löschen',
    delete_title: 'Diese Vorlage löschen?',
    delete_message:
      'E-Mails dieses Zwecks und dieser Sprache verwenden wieder den eingebauten Text.',
    deleted: 'Vorlage gelöscht.',
    saved: 'Vorlage gespeichert.',
    editor_title_new: 'E-Mail-Vorlage hinzufügen',
    editor_title_edit: 'E-Mail-Vorlage bearbeiten',
    purpose_label: 'Zweck',
    language_label: 'Sprache',
    subject_label: 'Betreff',
    content_label: 'Inhalt',
    content_type_label: 'Format',
    content_types: {
      html: 'HTML',
      text: 'Nur Text',
    },
    send_from_label: 'Absendername',
    reply_to_label: 'Antwortadresse',
    url_not_allowed: 'Im Absendernamen ist keine URL erlaubt.',
    preview_title: 'Vorschau',
    preview_frame: 'Vorschau der E-Mail',
    preview_note:
      'Mit dem Beispielcode 123456 angezeigt; Skripte und Links werden nicht ausgeführt.',
    exists:
      'Für diesen Zweck und diese Sprache gibt es bereits eine Vorlage; Speichern ersetzt sie.',
    save: 'Vorlage speichern',
  },
};

import type { LocalePhrases } from '../../../types.ts';

/** Integration guides of an application: step titles and explanations around the code samples. */
export const guides: NonNullable<NonNullable<LocalePhrases['console']>['guides']> = {
  page_title: '{{guide}} integrieren',
  subtitle:
    'Melden Sie Benutzer Schritt für Schritt bei „{{application}}“ an. Die Beispiele enthalten bereits die echten Werte dieser Anwendung: Kopieren Sie sie unverändert.',
  subtitle_m2m:
    'Lassen Sie „{{application}}“ Schritt für Schritt Ihre APIs mit eigenen Zugangsdaten aufrufen. Die Beispiele enthalten bereits die echten Werte dieser Anwendung: Kopieren Sie sie unverändert.',
  picker_label: 'Framework oder Sprache',
  package: 'Paket: {{package}}',
  back_to_application: 'Zurück zur Anwendung',
  finish: 'Fertig, zu den Einstellungen',
  not_found: 'Für diesen Anwendungstyp gibt es keine solche Anleitung.',
  step_label: 'Schritt {{number}}',
  code_label: 'Codebeispiel, {{language}}',
  code_file: 'Datei {{file}}',
  copy: 'Kopieren',
  copy_code: 'Code von {{file}} kopieren',
  copy_snippet: 'Codebeispiel kopieren',
  copied: 'Kopiert',
  missing_secret:
    'Diese Anwendung hat noch kein gültiges Secret, daher zeigen die Beispiele einen Platzhalter. Erstellen Sie eines im Tab „Einstellungen“ und kehren Sie dann hierher zurück.',
  uris: {
    redirect_uri: 'Weiterleitungs-URI',
    post_logout_redirect_uri: 'Weiterleitungs-URI nach der Abmeldung',
    registered: 'Registriert',
    not_registered: 'Noch nicht registriert',
    add: '{{uri}} zur Anwendung hinzufügen',
    add_short: 'Hinzufügen',
    added: '{{uri}} wurde zur Anwendung hinzugefügt.',
  },
  resource: {
    label: 'Aufzurufende API-Ressource',
    description: 'Das Zugriffstoken wird für diese API-Ressource ausgestellt.',
    none: 'Noch keine API-Ressource. Erstellen Sie zuerst eine unter „API-Ressourcen“.',
  },
  steps: {
    install: {
      title: 'SDK installieren',
      description:
        'Fügen Sie Ihrem Projekt {{package}} und die Pakete hinzu, die das Beispiel verwendet.',
    },
    configure_uris: {
      title: 'Weiterleitungs-URIs registrieren',
      description:
        'Nach der Anmeldung kehren Benutzer zur Weiterleitungs-URI zurück, nach der Abmeldung zur Weiterleitungs-URI nach der Abmeldung. Beide müssen exakt so registriert sein, wie die App sie sendet.',
    },
    init_client: {
      title: 'Client konfigurieren',
      description:
        'Bewahren Sie das Secret nur auf dem Server auf. Das Cookie-Secret unten wurde für diese Seite in Ihrem Browser erzeugt; jeder lange Zufallswert ist geeignet.',
    },
    provider: {
      title: 'App in den Provider einbetten',
      description:
        'Der Provider hält den Anmeldestatus; der Router stellt die Callback-Seite unter dem Pfad der Weiterleitungs-URI bereit.',
    },
    callback: {
      title: 'Anmelde-Callback verarbeiten',
      description:
        'Diese Seite tauscht den Autorisierungscode gegen Tokens und leitet den Benutzer dann zur Startseite zurück.',
    },
    sign_in_out: {
      title: 'Anmelden und abmelden',
      description:
        'Starten Sie die Anmeldung mit der Weiterleitungs-URI und die Abmeldung mit der Weiterleitungs-URI nach der Abmeldung; die Claims des ID-Tokens zeigen, wer angemeldet ist.',
    },
    user_info: {
      title: 'Benutzer auslesen',
      description: 'Die Claims des ID-Tokens beschreiben den angemeldeten Benutzer.',
    },
    session: {
      title: 'Sitzung speichern',
      description: 'Das SDK speichert seine Tokens in der Sitzung jedes Besuchers.',
    },
    routes: {
      title: 'Anmelderouten hinzufügen',
      description:
        'Diese Routen starten die Anmeldung, verarbeiten den Callback, melden ab und zeigen den angemeldeten Benutzer. Secret und Cookie-Secret bleiben auf dem Server.',
    },
    protect_routes: {
      title: 'Routen schützen',
      description: 'Leiten Sie nicht angemeldete Besucher zuerst zur Anmelderoute.',
    },
    native_scheme: {
      title: 'URL-Schema registrieren',
      description:
        'Die App muss sich für das Schema ihrer Weiterleitungs-URI öffnen, damit der Browser ihr das Ergebnis zurückgeben kann.',
    },
    assign_roles: {
      title: 'Der Anwendung Berechtigungen geben',
      description:
        'Eine Machine-to-Machine-App erhält die Berechtigungen der ihr zugewiesenen Machine-to-Machine-Rollen. Weisen Sie Rollen im Tab „Rollen“ dieser Anwendung zu.',
    },
    token_curl: {
      title: 'Zugriffstoken abrufen',
      description:
        'Fragen Sie den Token-Endpunkt mit dem Client-Credentials-Grant an. App-ID und Secret authentifizieren sich per HTTP Basic.',
    },
    token_node: {
      title: 'Token mit Node.js abrufen',
      description:
        'Dieselbe Anfrage mit openid-client, das die Endpunkte aus dem Discovery-Dokument liest.',
    },
    call_api: {
      title: 'API aufrufen',
      description:
        'Senden Sie das Zugriffstoken als Bearer-Token. Es läuft nach der Gültigkeitsdauer ab, die an der API-Ressource festgelegt ist.',
    },
    checkpoint: {
      title: 'Ausprobieren',
      description:
        'Starten Sie die App und melden Sie sich an: Sie sollten die Claims Ihres Benutzers sehen. Nach der Abmeldung kehren Sie abgemeldet zur App zurück.',
    },
  },
};

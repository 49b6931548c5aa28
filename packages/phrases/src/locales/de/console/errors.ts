import type { LocalePhrases } from '../../../types.ts';

/** Messages the console shows for failures it detects itself (not the server's messages). */
export const errors: NonNullable<NonNullable<LocalePhrases['console']>['errors']> = {
  page_not_found: 'Seite nicht gefunden',
  page_not_found_description: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  back_to_console: 'Zurück zur Konsole',
  something_went_wrong: 'Etwas ist schiefgelaufen',
  something_went_wrong_description:
    'Ein unerwarteter Fehler hat diese Seite angehalten. Versuchen Sie es erneut.',
  more_details: 'Weitere Details',
  hide_details: 'Details ausblenden',
  unknown_server_error: 'Ein unbekannter Serverfehler ist aufgetreten.',
  unexpected_error: 'Ein unerwarteter Fehler ist aufgetreten.',
  network_error:
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  request_timeout: 'Die Anfrage hat zu lange gedauert. Versuchen Sie es erneut.',
  http_status: {
    '400': 'Die Anfrage war ungültig.',
    '401': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    '403': 'Sie haben keine Berechtigung für diese Aktion.',
    '404': 'Das angeforderte Element wurde nicht gefunden.',
    '409': 'Die Anfrage steht im Konflikt mit dem aktuellen Zustand.',
    '413': 'Die Anfrage ist zu groß.',
    '422': 'Die Anfrage konnte nicht verarbeitet werden.',
    '429': 'Zu viele Anfragen. Versuchen Sie es später erneut.',
    '500': 'Auf dem Server ist ein interner Fehler aufgetreten.',
    '502': 'Der Server ist derzeit nicht erreichbar.',
    '503': 'Der Dienst ist derzeit nicht verfügbar.',
  },
  forbidden_title: 'Zugriff verweigert',
  config_unavailable: 'Die Konfiguration der Konsole konnte nicht geladen werden.',
  insecure_context_title: 'Eine sichere Verbindung ist erforderlich',
  insecure_context:
    'Auf unsicheren Seiten blockiert der Browser die für die Anmeldung nötige Kryptografie. Öffnen Sie die Konsole über HTTPS oder über localhost.',
  error_code: 'Fehler: {{code}}',
  first_sidebar_item_not_found: 'Erster Eintrag der Seitenleiste nicht gefunden',
  tenant_id_not_found: 'Mandanten-ID nicht gefunden',
  only_default_tenant_supported: 'In der OSS-Version wird nur der Standardmandant unterstützt',
};

export const sso_connection_test = {
  finished:
    'Der Verbindungstest ist abgeschlossen. Schließe dieses Fenster und kehre zur Konsole zurück, um das Ergebnis zu sehen.',
  test_not_found:
    'Dieser Verbindungstest ist unbekannt oder abgelaufen. Starte in der Konsole einen neuen Test.',
} as const;

export const sso_connection_test = {
  finished:
    'Il test di connessione è terminato. Chiudi questa finestra e torna alla console per vedere il risultato.',
  test_not_found:
    'Questo test di connessione è sconosciuto o scaduto. Avvia un nuovo test dalla console.',
} as const;

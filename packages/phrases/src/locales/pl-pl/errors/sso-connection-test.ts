export const sso_connection_test = {
  finished:
    'Test połączenia został zakończony. Zamknij to okno i wróć do konsoli, aby zobaczyć wynik.',
  test_not_found: 'Ten test połączenia jest nieznany lub wygasł. Rozpocznij nowy test w konsoli.',
} as const;

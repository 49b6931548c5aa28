export const sso_connection_test = {
  finished:
    'O teste de conexão terminou. Feche esta janela e volte ao console para ver o resultado.',
  test_not_found:
    'Este teste de conexão é desconhecido ou expirou. Inicie um novo teste pelo console.',
} as const;

export const sso_connection_test = {
  finished:
    'O teste de ligação terminou. Feche esta janela e volte à consola para ver o resultado.',
  test_not_found:
    'Este teste de ligação é desconhecido ou expirou. Inicie um novo teste a partir da consola.',
} as const;

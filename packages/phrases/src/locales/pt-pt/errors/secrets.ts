export const secrets = {
  third_party_token_set: {
    access_token_expired:
      'O token de acesso guardado expirou. Inicie sessão novamente através do conector.',
    token_not_found: 'Não existe nenhum token guardado para esta identidade.',
  },
} as const;

export const secrets = {
  third_party_token_set: {
    access_token_expired: 'O token de acesso armazenado expirou. Entre novamente pelo conector.',
    token_not_found: 'Nenhum token está armazenado para esta identidade.',
  },
} as const;

export const secrets = {
  third_party_token_set: {
    access_token_expired:
      'Das gespeicherte Zugriffstoken ist abgelaufen. Melde dich erneut über den Connector an.',
    token_not_found: 'Für diese Identität ist kein Token gespeichert.',
  },
} as const;

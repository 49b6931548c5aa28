export const secrets = {
  third_party_token_set: {
    access_token_expired:
      'The stored access token has expired. Sign in through the connector again.',
    token_not_found: 'No token is stored for this identity.',
  },
} as const;

export const secrets = {
  third_party_token_set: {
    access_token_expired: 'Zapisany token dostępu wygasł. Zaloguj się ponownie przez konektor.',
    token_not_found: 'Dla tej tożsamości nie zapisano żadnego tokenu.',
  },
} as const;

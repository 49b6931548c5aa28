export const secrets = {
  third_party_token_set: {
    access_token_expired:
      'Il token di accesso memorizzato è scaduto. Accedi di nuovo tramite il connettore.',
    token_not_found: 'Nessun token memorizzato per questa identità.',
  },
} as const;

export const secrets = {
  third_party_token_set: {
    access_token_expired:
      "Le jeton d'accès enregistré a expiré. Reconnectez-vous via le connecteur.",
    token_not_found: "Aucun jeton n'est enregistré pour cette identité.",
  },
} as const;

export const secrets = {
  third_party_token_set: {
    access_token_expired:
      'El token de acceso almacenado ha caducado. Inicia sesión de nuevo a través del conector.',
    token_not_found: 'No hay ningún token almacenado para esta identidad.',
  },
} as const;

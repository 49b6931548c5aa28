import type { LocalePhrases } from '../../../types.ts';

export const auth: NonNullable<NonNullable<LocalePhrases['errors']>['auth']> = {
  authorization_header_missing: 'Falta el encabezado Authorization.',
  authorization_token_type_not_supported:
    'El tipo de autorización no es compatible; usa un token Bearer.',
  unauthorized: 'No autorizado. Comprueba tus credenciales y su ámbito.',
  forbidden: 'Prohibido. Comprueba tus roles y permisos.',
  expected_role_not_found: 'No se encontró un rol esperado. Comprueba tus roles y permisos.',
  jwt_sub_missing: 'El token no tiene la reclamación `sub`.',
  third_party_application_forbidden: 'Las aplicaciones de terceros no pueden hacer esto.',
  require_re_authentication: 'Vuelve a iniciar sesión para continuar.',
  exceed_token_limit: 'Se ha alcanzado el límite de tokens de este inquilino.',
};

import type { LocalePhrases } from '../../../types.ts';

export const password: NonNullable<NonNullable<LocalePhrases['errors']>['password']> = {
  unsupported_encryption_method: 'El método de cifrado de contraseñas {{name}} no es compatible.',
  rejected: 'La contraseña no cumple la política de contraseñas.',
  expired: 'La contraseña ha caducado. Restablécela.',
  invalid_legacy_password_format: 'El formato de la contraseña heredada no es válido.',
  unsupported_legacy_hash_algorithm: 'El algoritmo hash heredado {{algorithm}} no es compatible.',
};

import type { LocalePhrases } from '../../../types.ts';

export const password: NonNullable<NonNullable<LocalePhrases['errors']>['password']> = {
  unsupported_encryption_method:
    'Il metodo di crittografia della password {{name}} non è supportato.',
  rejected: 'La password non rispetta i criteri per le password.',
  expired: 'La password è scaduta. Reimpostala.',
  invalid_legacy_password_format: 'Il formato legacy della password non è valido.',
  unsupported_legacy_hash_algorithm: 'L’algoritmo di hash legacy {{algorithm}} non è supportato.',
};

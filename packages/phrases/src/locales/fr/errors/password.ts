import type { LocalePhrases } from '../../../types.ts';

export const password: NonNullable<NonNullable<LocalePhrases['errors']>['password']> = {
  unsupported_encryption_method:
    'La méthode de chiffrement de mot de passe {{name}} n’est pas prise en charge.',
  rejected: 'Le mot de passe ne respecte pas la politique de mots de passe.',
  expired: 'Le mot de passe a expiré. Veuillez le réinitialiser.',
  invalid_legacy_password_format: 'Le format de l’ancien mot de passe n’est pas valide.',
  unsupported_legacy_hash_algorithm:
    'L’ancien algorithme de hachage {{algorithm}} n’est pas pris en charge.',
};

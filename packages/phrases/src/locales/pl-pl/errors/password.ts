import type { LocalePhrases } from '../../../types.ts';

export const password: NonNullable<NonNullable<LocalePhrases['errors']>['password']> = {
  unsupported_encryption_method: 'Metoda szyfrowania haseł {{name}} nie jest obsługiwana.',
  rejected: 'Hasło nie spełnia zasad dotyczących haseł.',
  expired: 'Hasło wygasło. Zresetuj je.',
  invalid_legacy_password_format: 'Starszy format hasła jest nieprawidłowy.',
  unsupported_legacy_hash_algorithm: 'Starszy algorytm skrótu {{algorithm}} nie jest obsługiwany.',
};

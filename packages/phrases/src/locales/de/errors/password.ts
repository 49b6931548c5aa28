import type { LocalePhrases } from '../../../types.ts';

export const password: NonNullable<NonNullable<LocalePhrases['errors']>['password']> = {
  unsupported_encryption_method:
    'Die Passwort-Verschlüsselungsmethode {{name}} wird nicht unterstützt.',
  rejected: 'Das Passwort entspricht nicht der Passwortrichtlinie.',
  expired: 'Das Passwort ist abgelaufen. Bitte setzen Sie es zurück.',
  invalid_legacy_password_format: 'Das Format des Legacy-Passworts ist ungültig.',
  unsupported_legacy_hash_algorithm:
    'Der Legacy-Hash-Algorithmus {{algorithm}} wird nicht unterstützt.',
};

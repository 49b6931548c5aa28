export const password = {
  unsupported_encryption_method: 'The password encryption method {{name}} is not supported.',
  rejected: 'The password does not meet the password policy.',
  expired: 'The password has expired. Please reset it.',
  invalid_legacy_password_format: 'The legacy password format is invalid.',
  unsupported_legacy_hash_algorithm: 'The legacy hash algorithm {{algorithm}} is not supported.',
} as const;

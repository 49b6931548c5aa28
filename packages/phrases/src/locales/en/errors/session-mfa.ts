/** `session.mfa.*`: second factors at sign-in (TOTP, backup codes, WebAuthn). */
export const sessionMfa = {
  invalid_totp_code: 'The code is not correct or has already been used.',
  invalid_backup_code: 'The backup code is not correct or has already been used.',
  webauthn_verification_failed: 'The security key or passkey could not be verified.',
  webauthn_verification_not_found: 'No security key or passkey was found for this account.',
  pending_info_not_found: 'The verification method to set up was not found. Please start again.',
  mfa_factor_not_enabled: 'This verification method is not enabled.',
  require_mfa_verification: 'Verify with your second factor to continue.',
  mfa_policy_not_user_controlled: 'Two-step verification is required and cannot be skipped.',
  backup_code_can_not_be_alone: 'Backup codes cannot be the only verification method.',
  backup_code_required: 'Set up backup codes to continue.',
} as const;

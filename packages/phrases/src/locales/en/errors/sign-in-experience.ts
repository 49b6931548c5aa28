// The sign-in experience and custom phrase rules of the management API (issue 13).
export const sign_in_experiences = {
  enabled_connector_not_found:
    'No {{type}} connector is set up yet. Add one before using this method.',
  passwordless_requires_verify:
    'Signing up without a password requires verifying the e-mail address or phone number.',
  code_sign_in_must_be_enabled:
    'Accounts created with a verification code only need verification-code sign-in for the same identifier.',
  unsupported_default_language:
    'The language {{language}} is neither built in nor has custom phrases. Add phrases for it first.',
  at_least_one_authentication_factor:
    'Each sign-in method needs a password, a verification code or both.',
  backup_code_cannot_be_enabled_alone:
    'Backup codes cannot be the only multi-factor authentication method.',
  duplicated_mfa_factors: 'Each multi-factor authentication method may be listed only once.',
  email_verification_code_cannot_be_used_for_mfa:
    'E-mail codes cannot be a second factor while e-mail code sign-in is on.',
  phone_verification_code_cannot_be_used_for_mfa:
    'SMS codes cannot be a second factor while phone code sign-in is on.',
  email_verification_code_cannot_be_used_for_sign_in:
    'E-mail code sign-in cannot be turned on while e-mail codes are a second factor.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'Phone code sign-in cannot be turned on while SMS codes are a second factor.',
  duplicated_sign_up_identifiers: 'Each sign-up identifier may be listed only once.',
  missing_sign_up_identifiers: 'Choose a primary sign-up identifier before adding secondary ones.',
  invalid_custom_email_blocklist_format:
    'These blocklist entries are not e-mail addresses or domains (such as @example.com): {{items}}.',
  forgot_password_method_requires_connector:
    'This password reset method needs a connector that can send its codes.',
  username_policy_case_conflicts_exist:
    '{{count}} usernames differ only by letter case. Resolve them before making usernames case-insensitive.',
  adaptive_mfa_requires_mfa:
    'Adaptive multi-factor authentication needs at least one multi-factor method.',
  password_expiration_requires_forgot_password:
    'Password expiry needs a way to reset a password (by e-mail or SMS code).',
  password_expiration_invalid_period_days:
    'The password validity period must be a whole number of days between 1 and {{max}}.',
  username_requires_password: 'Signing up with a username requires a password.',
  miss_sign_up_identifier_in_sign_in:
    'People who sign up with {{identifier}} must also be able to sign in with it. Add it as a sign-in method.',
} as const;

export const localization = {
  cannot_delete_default_language:
    'The fallback language of the sign-in experience cannot be deleted. Choose another fallback language first.',
  invalid_translation_structure:
    'The phrases contain keys the sign-in page does not have, or a group where a text is expected.',
} as const;

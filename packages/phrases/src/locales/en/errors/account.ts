/** `account_center.*`: the Account API's field access. */
export const account_center = {
  not_enabled: 'The account center is not enabled.',
  field_not_enabled: 'This field is not enabled in the account center.',
  field_not_editable: 'This field cannot be edited.',
} as const;

/** `verification_record.*`: records of the Verifications API. */
export const verification_record = {
  not_found: 'The verification record was not found or has expired.',
  permission_denied: 'Verify your identity again before making this change.',
} as const;

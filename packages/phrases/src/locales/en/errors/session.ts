export const session = {
  not_found: 'The sign-in session was not found. Please go back and start signing in again.',
  invalid_credentials: 'The account or the password is not correct.',
  registration_disabled:
    'Registration is closed. Ask an administrator to create an account for you.',
  sign_in_disabled: 'Sign-in is not available yet. Create an account first.',
  invalid_interaction_type: 'This action is not allowed in the current step.',
  identifier_not_found: 'The user identifier was not found. Please go back and sign in again.',
  verification_session_not_found: 'The verification was not found. Please try again.',
  forgot_password_not_enabled: 'Resetting a password is not enabled.',
  insufficient_info: 'Some information is missing.',
  interaction_not_found:
    'The sign-in session was not found. Please go back and start signing in again.',
  verification_blocked_too_many_attempts:
    'Too many failed attempts for this account. Please wait a while and try again.',
} as const;

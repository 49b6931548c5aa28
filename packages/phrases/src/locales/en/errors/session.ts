import { sessionMfa } from './session-mfa.ts';

export const session = {
  verification_failed: 'The verification was not successful. Please try again.',
  connector_id_mismatch: 'The connector does not match the one this verification started with.',
  identity_conflict: 'The account is already linked to another identity of this provider.',
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
  not_supported_for_forgot_password: 'This is not available when resetting a password.',
  captcha_required: 'Please complete the captcha.',
  captcha_failed: 'The captcha could not be verified. Please try again.',
  sso_enabled:
    "This e-mail address signs in with single sign-on. Continue with your organization's identity provider.",
  mfa: sessionMfa,
} as const;

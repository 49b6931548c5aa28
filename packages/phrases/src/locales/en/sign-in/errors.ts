/**
 * Messages for the error codes the experience API sends (`{code, message, data}`), keyed by code
 * so that `errors.<code>` finds them; codes missing here show the server's own message.
 */
export const errorPhrases = {
  errors: {
    generic: 'Something went wrong. Please try again.',
    network: 'The server cannot be reached. Check your connection and try again.',
    session: {
      forgot_password_not_enabled: 'Password reset is not available here.',
      not_supported_for_forgot_password: 'This action is not available while resetting a password.',
      invalid_credentials: 'The username or password is incorrect.',
      registration_disabled: 'Registration is closed. Sign in with an existing account instead.',
      not_found: 'Your sign-in session has expired. Go back to the application and start again.',
      interaction_not_found:
        'Your sign-in session has expired. Go back to the application and start again.',
      verification_session_not_found: 'Your sign-in session has expired. Please try again.',
      verification_failed: 'The verification did not succeed. Please try again.',
      verification_blocked_too_many_attempts:
        'Too many attempts. Please wait a while and try again.',
      identifier_not_found: 'The username or password is incorrect.',
      invalid_interaction_type: 'This action is not available for the current request.',
      invalid_sign_in_method: 'This sign-in method is not enabled.',
      identity_conflict: 'This account is already linked to another identity.',
      captcha_required: 'Please complete the CAPTCHA.',
      captcha_failed: 'The CAPTCHA check failed. Please try again.',
      unauthorized: 'Please sign in first.',
      mfa: {
        require_mfa_verification: 'Additional verification is required to sign in.',
      },
    },
    user: {
      email_already_in_use: 'This email is already used by another account.',
      phone_already_in_use: 'This phone number is already used by another account.',
      invalid_phone: 'This phone number is not valid. Include the country code.',
      new_password_required_in_profile: 'Set a new password to continue.',
      same_password: 'The new password must differ from the current one.',
      suspended: 'This account is suspended.',
      username_already_in_use: 'This username is already taken.',
      user_not_exist: 'The username or password is incorrect.',
      sign_in_method_not_enabled: 'This sign-in method is not enabled.',
      sign_up_method_not_enabled: 'This sign-up method is not enabled.',
      missing_profile: 'Some required account information is missing.',
      username_required: 'A username is required.',
      password_required_in_profile: 'A password is required.',
      suggest_mfa: 'Additional verification is recommended for this account.',
      missing_mfa: 'Additional verification must be set up for this account.',
      username_starts_with_number: 'A username cannot start with a digit.',
      username_invalid_charset_hard: 'The username contains characters that are not allowed.',
      username_too_short: 'The username is too short.',
      username_too_long: 'The username is too long.',
      username_uppercase_not_allowed: 'Uppercase letters are not allowed in the username.',
      username_lowercase_not_allowed: 'Lowercase letters are not allowed in the username.',
      username_numbers_not_allowed: 'Digits are not allowed in the username.',
      username_underscore_not_allowed: 'Underscores are not allowed in the username.',
    },
    verification_code: {
      code_mismatch: 'The code is incorrect.',
      expired: 'The code has expired. Ask for a new one.',
      exceed_max_try: 'Too many wrong codes. Ask for a new one.',
      not_found: 'No code is waiting for this address. Ask for a new one.',
    },
    connector: {
      not_found: 'Codes cannot be sent right now: this service has no sender set up.',
      general: 'The code could not be sent. Please try again.',
    },
    password: {
      rejected: 'The password does not meet the requirements.',
      expired: 'Your password has expired. Reset it to continue.',
    },
    password_rejected: {
      too_short: 'Use at least {{min}} characters.',
      too_long: 'Use at most {{max}} characters.',
      unsupported_characters:
        'Use only letters, digits, spaces and the symbols on a standard keyboard.',
      character_types:
        'Use characters of at least {{min}} types: lowercase letters, uppercase letters, digits, symbols.',
      pwned: 'This password has appeared in a data breach. Choose another one.',
      restricted: {
        repetition: 'Avoid repeated characters such as “aaa”.',
        sequence: 'Avoid sequences such as “abc”, “123” or “qwe”.',
        words: 'Avoid words specific to this product.',
        user_info: 'Avoid using your username or other personal information.',
      },
    },
    guard: {
      invalid_input: 'Some of the information entered is not valid.',
    },
    request: {
      general: 'The request failed. Please try again.',
      invalid_input: 'Some of the information entered is not valid.',
      message_rate_limited: 'Too many requests. Please wait a moment and try again.',
      rate_limited: 'Too many requests. Please wait a moment and try again.',
    },
    oidc: {
      invalid_request:
        'The sign-in request is not valid. Go back to the application and start again.',
      session_not_found:
        'Your sign-in session has expired. Go back to the application and start again.',
      access_denied: 'Access was denied.',
      aborted: 'The sign-in was cancelled.',
    },
    application: {
      user_consent_scopes_not_found: 'The requested permissions could not be found.',
    },
    entity: {
      not_exists: 'The requested item does not exist.',
      not_found: 'The requested item does not exist.',
    },
  },
} as const;

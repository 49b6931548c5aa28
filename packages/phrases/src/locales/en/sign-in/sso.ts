/** Enterprise single sign-on: identifier-first routing and the SSO callback page. */
export const ssoPhrases = {
  sso: {
    continue: 'Single sign-on',
    notice:
      "Single sign-on is enabled for this e-mail. Continue with your organization's identity provider.",
    signing_in: 'Signing you in with single sign-on…',
    failed_title: 'Single sign-on did not work',
    state_mismatch: 'This single sign-on could not be confirmed. Please start again.',
    registration_closed: 'No account uses this identity yet, and registration is closed.',
    back_to_sign_in: 'Back to sign in',
  },
} as const;

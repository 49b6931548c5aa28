/** Social sign-in: the provider buttons, the callback page and account linking. */
export const socialPhrases = {
  social: {
    continue_with: 'Continue with {{name}}',
    divider: 'or',
    group_label: 'Sign in with another service',
    signing_in: 'Signing you in…',
    link_title: 'Link your account',
    link_description:
      'An account with {{identifier}} already exists. Link your {{name}} sign-in to it and continue?',
    link_confirm: 'Link and continue',
    back_to_sign_in: 'Back to sign in',
    failed_title: 'Sign-in did not work',
    state_mismatch: 'This sign-in could not be confirmed. Please start again.',
    registration_closed: 'No account uses this sign-in yet, and registration is closed.',
  },
} as const;

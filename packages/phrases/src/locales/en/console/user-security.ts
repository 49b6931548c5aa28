/** A user's MFA factors and lockout on the user details page. */
export const user_security = {
  mfa: {
    title: 'Multi-factor authentication',
    description: 'The second factors this user has set up.',
    empty: 'This user has not set up any factor.',
    load_error: 'The factors could not be loaded.',
    created: 'Added {{date}}',
    last_used: 'Last used {{date}}',
    remaining_codes: '{{count}} codes left',
    remove_label: 'Remove {{factor}}',
    remove_title: 'Remove {{factor}}?',
    remove_message:
      'The user can no longer use it to sign in and may have to set up a factor again.',
    removed: '{{factor}} is removed.',
    reset_all: 'Reset all factors',
    reset_title: 'Remove every factor of this user?',
    reset_message:
      'Use this when the user lost their device. They set up MFA again if the policy asks.',
    reset_done: 'Every factor of the user is removed.',
  },
  lock: {
    locked: 'Locked after too many failed sign-in attempts, until {{date}}.',
    unlock: 'Unlock',
    unlocked: 'The user is unlocked and can sign in again.',
  },
} as const;

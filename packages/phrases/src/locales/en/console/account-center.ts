/** The account center settings page (issue 10): what end users may see and change at /account. */
export const account_center = {
  title: 'Account center',
  subtitle:
    'Let users manage their own account at /account and through the Account API, field by field.',
  load_error: 'The account center settings could not be loaded.',
  enabled_title: 'Account center',
  enabled: 'Enable the account center',
  enabled_description: 'When off, the account page and the Account API refuse every request.',
  fields_title: 'Fields',
  fields_description:
    'Off hides a field, Read only shows it without changes, Edit lets users change it.',
  access: { Off: 'Off', ReadOnly: 'Read only', Edit: 'Edit' },
  fields: {
    name: 'Name',
    avatar: 'Avatar',
    profile: 'Profile (OIDC claims)',
    email: 'E-mail address',
    phone: 'Phone number',
    password: 'Password',
    username: 'Username',
    social: 'Social identities',
    customData: 'Custom data',
    mfa: 'Multi-factor authentication',
    passkey: 'Passkeys',
    session: 'Sessions',
  },
  webauthn_title: 'Passkey related origins',
  webauthn_origins: 'Related origins',
  webauthn_origins_description:
    'Other origins of your apps where passkeys of this tenant work, one URL per line.',
  webauthn_origin_invalid: 'Each line must be a URL, such as https://app.example.com.',
} as const;

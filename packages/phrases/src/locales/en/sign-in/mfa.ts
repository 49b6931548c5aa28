/**
 * Two-step verification at sign-in (issue 10): setting up a factor when the policy asks for one,
 * proving a factor at sign-in, backup codes, and passkey sign-in.
 */
export const mfaPhrases = {
  mfa: {
    bind_title: 'Set up two-step verification',
    bind_description: 'Add a second step to protect your account.',
    verify_title: 'Verify it is you',
    verify_description: 'Confirm your sign-in with your second step.',
    choose_method: 'Choose a method',
    other_methods: 'Other methods',
    factor_totp: 'Authenticator app',
    factor_totp_description: 'Codes from an app such as Google Authenticator or 1Password.',
    factor_webauthn: 'Passkey or security key',
    factor_webauthn_description: 'Your device’s screen lock, or a security key.',
    factor_backup_code: 'Backup code',
    factor_backup_code_description:
      'One of the codes you saved when you set up two-step verification.',
    skip: 'Skip for now',
    back: 'Back',
    totp_scan: 'Scan this QR code with your authenticator app, or type the setup key into it.',
    totp_qr_alt: 'QR code to add this account to your authenticator app',
    totp_secret: 'Setup key',
    totp_code: 'Code from the app',
    totp_code_hint: 'The 6-digit code your app shows now.',
    backup_code: 'Backup code',
    code_required: 'Enter the code.',
    verify: 'Verify',
    webauthn_create_description:
      'Your browser will ask you to create a passkey with your device or a security key.',
    webauthn_create: 'Create a passkey',
    webauthn_use_description: 'Your browser will ask you for your passkey or security key.',
    webauthn_use: 'Use my passkey',
    webauthn_unsupported: 'This browser does not support passkeys. Choose another method.',
    webauthn_cancelled: 'The passkey request was cancelled or timed out. Please try again.',
    backup_title: 'Save your backup codes',
    backup_description:
      'Each code works once. Keep them somewhere safe: they let you sign in if you lose your other method.',
    backup_codes: 'Your backup codes',
    backup_copy: 'Copy codes',
    backup_copied: 'The codes have been copied.',
    backup_download: 'Download codes',
    backup_saved: 'I have saved these codes',
    passkey_sign_in: 'Sign in with a passkey',
  },
} as const;

import type { LocalePhrases } from '../../../types.ts';

export const mfaPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'mfa'> = {
  mfa: {
    bind_title: 'Zweistufige Verifizierung einrichten',
    bind_description: 'Fügen Sie einen zweiten Schritt hinzu, um Ihr Konto zu schützen.',
    verify_title: 'Bestätigen Sie, dass Sie es sind',
    verify_description: 'Bestätigen Sie Ihre Anmeldung mit Ihrem zweiten Schritt.',
    choose_method: 'Methode wählen',
    other_methods: 'Andere Methoden',
    factor_totp: 'Authenticator-App',
    factor_totp_description: 'Codes aus einer App wie Google Authenticator oder 1Password.',
    factor_webauthn: 'Passkey oder Sicherheitsschlüssel',
    factor_webauthn_description: 'Die Bildschirmsperre Ihres Geräts oder ein Sicherheitsschlüssel.',
    factor_backup_code: 'Backup-Code',
    factor_backup_code_description:
      'Einer der Codes, die Sie beim Einrichten der zweistufigen Verifizierung gespeichert haben.',
    skip: 'Vorerst überspringen',
    back: 'Zurück',
    totp_scan:
      'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App oder geben Sie den Einrichtungsschlüssel dort ein.',
    totp_qr_alt: 'QR-Code, um dieses Konto zu Ihrer Authenticator-App hinzuzufügen',
    totp_secret: 'Einrichtungsschlüssel',
    totp_code: 'Code aus der App',
    totp_code_hint: 'Der 6-stellige Code, den Ihre App gerade anzeigt.',
    backup_code: 'Backup-Code',
    code_required: 'Geben Sie den Code ein.',
    verify: 'Bestätigen',
    webauthn_create_description:
      'Ihr Browser fordert Sie auf, mit Ihrem Gerät oder einem Sicherheitsschlüssel einen Passkey zu erstellen.',
    webauthn_create: 'Passkey erstellen',
    webauthn_use_description: 'Ihr Browser fragt Sie nach Ihrem Passkey oder Sicherheitsschlüssel.',
    webauthn_use: 'Meinen Passkey verwenden',
    webauthn_unsupported:
      'Dieser Browser unterstützt keine Passkeys. Wählen Sie eine andere Methode.',
    webauthn_cancelled:
      'Die Passkey-Anfrage wurde abgebrochen oder ist abgelaufen. Bitte versuchen Sie es erneut.',
    backup_title: 'Speichern Sie Ihre Backup-Codes',
    backup_description:
      'Jeder Code funktioniert einmal. Bewahren Sie sie sicher auf: Mit ihnen können Sie sich anmelden, wenn Sie Ihre andere Methode verlieren.',
    backup_codes: 'Ihre Backup-Codes',
    backup_copy: 'Codes kopieren',
    backup_copied: 'Die Codes wurden kopiert.',
    backup_download: 'Codes herunterladen',
    backup_saved: 'Ich habe diese Codes gespeichert',
    passkey_sign_in: 'Mit einem Passkey anmelden',
  },
};

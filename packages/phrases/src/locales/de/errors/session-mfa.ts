import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'Der Code ist falsch oder wurde bereits verwendet.',
  invalid_backup_code: 'Der Backup-Code ist falsch oder wurde bereits verwendet.',
  webauthn_verification_failed:
    'Der Sicherheitsschlüssel oder Passkey konnte nicht überprüft werden.',
  webauthn_verification_not_found:
    'Für dieses Konto wurde kein Sicherheitsschlüssel oder Passkey gefunden.',
  pending_info_not_found:
    'Die einzurichtende Überprüfungsmethode wurde nicht gefunden. Bitte beginne erneut.',
  mfa_factor_not_enabled: 'Diese Überprüfungsmethode ist nicht aktiviert.',
  require_mfa_verification: 'Bestätige mit deinem zweiten Faktor, um fortzufahren.',
  mfa_policy_not_user_controlled:
    'Die Bestätigung in zwei Schritten ist erforderlich und kann nicht übersprungen werden.',
  backup_code_can_not_be_alone: 'Backup-Codes können nicht die einzige Überprüfungsmethode sein.',
  backup_code_required: 'Richte Backup-Codes ein, um fortzufahren.',
};

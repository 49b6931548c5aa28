import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'Le code est incorrect ou a déjà été utilisé.',
  invalid_backup_code: 'Le code de secours est incorrect ou a déjà été utilisé.',
  webauthn_verification_failed: "La clé de sécurité ou la clé d'accès n'a pas pu être vérifiée.",
  webauthn_verification_not_found:
    "Aucune clé de sécurité ni clé d'accès n'a été trouvée pour ce compte.",
  pending_info_not_found:
    'La méthode de vérification à configurer est introuvable. Veuillez recommencer.',
  mfa_factor_not_enabled: "Cette méthode de vérification n'est pas activée.",
  require_mfa_verification: 'Vérifiez avec votre second facteur pour continuer.',
  mfa_policy_not_user_controlled:
    'La validation en deux étapes est obligatoire et ne peut pas être ignorée.',
  backup_code_can_not_be_alone:
    'Les codes de secours ne peuvent pas être la seule méthode de vérification.',
  backup_code_required: 'Configurez des codes de secours pour continuer.',
};

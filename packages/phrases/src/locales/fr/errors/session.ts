import type { LocalePhrases } from '../../../types.ts';

export const session: NonNullable<NonNullable<LocalePhrases['errors']>['session']> = {
  not_found:
    'La session de connexion est introuvable. Veuillez revenir en arrière et recommencer la connexion.',
  invalid_credentials: 'Le compte ou le mot de passe est incorrect.',
  registration_disabled:
    'Les inscriptions sont fermées. Demandez à un administrateur de vous créer un compte.',
  sign_in_disabled: 'La connexion n’est pas encore disponible. Créez d’abord un compte.',
  invalid_interaction_type: 'Cette action n’est pas autorisée à l’étape actuelle.',
  identifier_not_found:
    'L’identifiant de l’utilisateur est introuvable. Veuillez revenir en arrière et vous reconnecter.',
  verification_session_not_found: 'La vérification est introuvable. Veuillez réessayer.',
  forgot_password_not_enabled: 'La réinitialisation du mot de passe n’est pas activée.',
  insufficient_info: 'Certaines informations sont manquantes.',
  interaction_not_found:
    'La session de connexion est introuvable. Veuillez revenir en arrière et recommencer la connexion.',
  verification_blocked_too_many_attempts:
    'Trop de tentatives échouées pour ce compte. Veuillez patienter un moment, puis réessayer.',
};

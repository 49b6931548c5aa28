import type { LocalePhrases } from '../../../types.ts';
import { sessionMfa } from './session-mfa.ts';

export const session: NonNullable<NonNullable<LocalePhrases['errors']>['session']> = {
  verification_failed: 'La vérification a échoué. Veuillez réessayer.',
  connector_id_mismatch: 'Le connecteur ne correspond pas à celui qui a lancé cette vérification.',
  identity_conflict: 'Le compte est déjà lié à une autre identité de ce fournisseur.',
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
  not_supported_for_forgot_password:
    'Ceci n’est pas disponible lors de la réinitialisation d’un mot de passe.',
  captcha_required: 'Veuillez compléter le captcha.',
  captcha_failed: "Le captcha n'a pas pu être vérifié. Veuillez réessayer.",
  sso_enabled:
    "Cette adresse e-mail se connecte par authentification unique. Continuez avec le fournisseur d'identité de votre organisation.",
  mfa: sessionMfa,
};

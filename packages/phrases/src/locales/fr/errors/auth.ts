import type { LocalePhrases } from '../../../types.ts';

export const auth: NonNullable<NonNullable<LocalePhrases['errors']>['auth']> = {
  authorization_header_missing: 'L’en-tête Authorization est manquant.',
  authorization_token_type_not_supported:
    'Ce type d’autorisation n’est pas pris en charge ; utilisez un jeton Bearer.',
  unauthorized: 'Non autorisé. Vérifiez vos identifiants et leur portée.',
  forbidden: 'Interdit. Vérifiez vos rôles et vos permissions.',
  expected_role_not_found:
    'Un rôle attendu est introuvable. Vérifiez vos rôles et vos permissions.',
  jwt_sub_missing: 'Le jeton ne contient pas de revendication `sub`.',
  third_party_application_forbidden:
    'Les applications tierces ne peuvent pas effectuer cette action.',
  require_re_authentication: 'Veuillez vous reconnecter pour continuer.',
  exceed_token_limit: 'La limite de jetons de ce locataire a été atteinte.',
};

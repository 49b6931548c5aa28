import type { LocalePhrases } from '../../../types.ts';

/** Messages the console shows for failures it detects itself (not the server's messages). */
export const errors: NonNullable<NonNullable<LocalePhrases['console']>['errors']> = {
  page_not_found: 'Page introuvable',
  page_not_found_description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  back_to_console: 'Retour à la console',
  something_went_wrong: 'Un problème est survenu',
  something_went_wrong_description: 'Une erreur inattendue a interrompu cette page. Réessayez.',
  more_details: 'Plus de détails',
  hide_details: 'Masquer les détails',
  unknown_server_error: 'Une erreur serveur inconnue s’est produite.',
  unexpected_error: 'Une erreur inattendue s’est produite.',
  network_error: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  request_timeout: 'La requête a pris trop de temps. Réessayez.',
  http_status: {
    '400': 'La requête n’était pas valide.',
    '401': 'Votre session a expiré. Veuillez vous reconnecter.',
    '403': 'Vous n’avez pas l’autorisation d’effectuer cette action.',
    '404': 'L’élément demandé est introuvable.',
    '409': 'La requête est en conflit avec l’état actuel.',
    '413': 'La requête est trop volumineuse.',
    '422': 'La requête n’a pas pu être traitée.',
    '429': 'Trop de requêtes. Réessayez plus tard.',
    '500': 'Le serveur a rencontré une erreur interne.',
    '502': 'Le serveur est injoignable pour le moment.',
    '503': 'Le service est indisponible pour le moment.',
  },
  forbidden_title: 'Accès refusé',
  config_unavailable: 'Impossible de charger la configuration de la console.',
  insecure_context_title: 'Une connexion sécurisée est requise',
  insecure_context:
    'Sur les pages non sécurisées, le navigateur bloque la cryptographie nécessaire à la connexion. Ouvrez la console via HTTPS ou depuis localhost.',
  error_code: 'Erreur : {{code}}',
  first_sidebar_item_not_found: 'Premier élément de la barre latérale introuvable',
  tenant_id_not_found: 'ID du locataire introuvable',
  only_default_tenant_supported:
    'Seul le locataire par défaut est pris en charge dans la version OSS',
};

import type { LocalePhrases } from '../../../types.ts';

export const request: NonNullable<NonNullable<LocalePhrases['errors']>['request']> = {
  general: 'La requête n’a pas pu aboutir.',
  invalid_input: 'La saisie n’est pas valide : {{message}}',
  invalid_json: 'Le corps de la requête n’est pas un JSON valide.',
  payload_too_large: 'Le corps de la requête dépasse la limite de {{limit}} octets.',
  unsupported_media_type:
    'Ce point de terminaison n’accepte que des corps JSON (Content-Type: application/json).',
  not_found: 'Il n’y a rien à cette adresse.',
  internal_server_error: 'Erreur interne du serveur.',
  range_not_satisfiable: 'La plage demandée ne peut pas être satisfaite.',
  feature_not_supported: 'Cette fonctionnalité n’est pas prise en charge.',
  message_rate_limited: 'Trop de requêtes. Veuillez réessayer plus tard.',
  rate_limited: 'Trop de requêtes. Veuillez réessayer plus tard.',
};

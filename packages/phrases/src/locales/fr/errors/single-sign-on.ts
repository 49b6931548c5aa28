import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: 'Les domaines de messagerie publics ne sont pas autorisés.',
  duplicated_domains: 'Certains domaines sont en double.',
  invalid_domain_format: 'Format de domaine invalide.',
  duplicate_connector_name: 'Ce nom de connecteur existe déjà. Veuillez en choisir un autre.',
  idp_initiated_authentication_not_supported:
    "L'authentification initiée par l'IdP n'est prise en charge que pour les connecteurs SAML.",
  idp_initiated_authentication_invalid_application_type:
    "Type d'application invalide. Seules les applications {{type}} sont autorisées.",
  idp_initiated_authentication_redirect_uri_not_registered:
    "L'URI de redirection n'est pas enregistrée. Vérifiez les paramètres de l'application.",
  idp_initiated_authentication_client_callback_uri_not_found:
    "L'URI de rappel client pour l'authentification initiée par l'IdP est introuvable. Vérifiez les paramètres du connecteur.",
  can_not_delete_active_signing_key: 'Une clé de signature active ne peut pas être supprimée.',
  can_not_deactivate_signing_key_in_use:
    "La clé de signature est utilisée et ne peut pas être désactivée. Activez d'abord une autre clé.",
  active_signing_key_required:
    "Le connecteur a besoin d'une clé de signature active pour signer les requêtes.",
  sso_signing_unavailable: "La requête SAML n'a pas pu être signée.",
};

import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const role: NonNullable<Errors['role']> = {
  name_in_use: 'Le nom de rôle {{name}} est déjà utilisé.',
  scope_exists: 'La permission avec l’ID {{scopeId}} a déjà été ajoutée à ce rôle.',
  user_exists: 'L’utilisateur avec l’ID {{userId}} a déjà été ajouté à ce rôle.',
  application_exists: 'L’application avec l’ID {{applicationId}} a déjà été ajoutée à ce rôle.',
  default_role_missing: 'Certains des noms de rôles par défaut n’existent pas.',
  management_api_scopes_not_assignable_to_user_role:
    'Les permissions de l’API de gestion ne peuvent pas être attribuées à un rôle utilisateur.',
  internal_role_violation:
    'Vous essayez peut-être de modifier ou de supprimer un rôle interne, ce qui n’est pas autorisé.',
};

export const scope: NonNullable<Errors['scope']> = {
  name_exists: 'Ce nom de permission existe déjà.',
  name_with_space: 'Un nom de permission ne peut pas contenir d’espaces.',
};

export const resource: NonNullable<Errors['resource']> = {
  resource_identifier_in_use: 'L’identifiant d’API {{indicator}} est déjà utilisé.',
  cannot_delete_management_api: 'L’API de gestion ne peut pas être supprimée.',
  cannot_modify_management_api: 'L’API de gestion ne peut pas être modifiée.',
};

export const application: NonNullable<Errors['application']> = {
  secret_name_exists: 'Un secret portant ce nom existe déjà.',
  invalid_type: 'Ce type d’application n’est pas autorisé ici.',
  invalid_role_type:
    'Ce type de rôle ne peut pas être attribué à une application machine à machine.',
  invalid_third_party_application_type:
    'Seules les applications web traditionnelles, monopages et natives peuvent être marquées comme applications tierces.',
  third_party_application_only: 'Cette fonctionnalité est réservée aux applications tierces.',
  third_party_application_cannot_enable_token_exchange:
    'L’échange de jetons ne peut pas être activé pour les applications tierces.',
  user_consent_scopes_not_found:
    'Certaines des portées de consentement utilisateur n’existent pas.',
  consent_management_api_scopes_not_allowed:
    'Les permissions de l’API de gestion ne peuvent pas être demandées aux utilisateurs.',
  device_flow_native_only: 'Le flux d’appareil est réservé aux applications natives.',
  device_flow_not_changeable:
    'Le paramètre du flux d’appareil ne peut pas être modifié après la création.',
  protected_application_only: 'Cette fonctionnalité est réservée aux applications protégées.',
  no_legacy_secret_found: 'L’application n’a aucun ancien secret à supprimer.',
  saml: {
    use_saml_app_api:
      'Utilisez l’API des applications SAML (`/api/saml-applications`) pour les applications SAML.',
    saml_application_only: 'Cette API n’est disponible que pour les applications SAML.',
    acs_url_binding_not_supported: 'Seule la liaison HTTP-POST est prise en charge pour l’URL ACS.',
    acs_url_scheme_not_supported: 'L’URL ACS doit utiliser http ou https.',
    acs_url_required: 'L’URL ACS du fournisseur de services n’est pas configurée.',
    entity_id_required: 'L’identifiant d’entité du fournisseur de services n’est pas configuré.',
    can_not_delete_active_secret: 'Le certificat de signature actif ne peut pas être supprimé.',
    no_active_secret: 'L’application SAML n’a aucun certificat de signature actif.',
    invalid_certificate_pem_format: 'Le certificat n’est pas un certificat PEM valide.',
    certificate_required: 'Un certificat est requis pour chiffrer les assertions.',
    invalid_saml_request: 'La demande d’authentification SAML n’est pas valide.',
    auth_request_issuer_not_match:
      'L’émetteur de la demande d’authentification ne correspond pas à l’identifiant d’entité de l’application.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'La session de connexion SAML est introuvable dans les cookies.',
    sp_initiated_saml_sso_session_not_found:
      'La session de connexion SAML est introuvable ou a expiré.',
    state_mismatch:
      'L’état de la réponse d’autorisation ne correspond pas à la session de connexion SAML.',
    missing_email_address:
      'L’utilisateur n’a pas d’adresse e-mail, alors que le format NameID l’exige.',
    email_address_unverified: 'L’adresse e-mail de l’utilisateur n’est pas vérifiée.',
  },
};

export const log: NonNullable<Errors['log']> = {
  invalid_time_window: 'La plage horaire n’est pas valide : le début doit précéder la fin.',
  invalid_type: 'Le type de journal n’est pas valide.',
};

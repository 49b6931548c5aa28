export const connector = {
  authorization_failed: 'Le fournisseur n’a pas autorisé la connexion.',
  social_auth_code_invalid:
    'Le fournisseur a refusé le code d’autorisation. Veuillez vous reconnecter.',
  social_invalid_access_token: 'Le fournisseur a refusé le jeton d’accès.',
  social_invalid_id_token: 'Le jeton d’identité du fournisseur n’est pas valide.',
  general: 'Le connecteur a échoué : {{message}}',
  not_found: 'Aucun connecteur {{type}} activé n’a été trouvé.',
  not_found_with_connector_id: 'Il n’existe aucun modèle de connecteur avec l’ID {{connectorId}}.',
  not_implemented: 'Le connecteur ne sait pas encore faire cela.',
  invalid_metadata: 'Les métadonnées du connecteur ne sont pas valides.',
  invalid_config_guard: 'La configuration du connecteur n’est pas valide.',
  invalid_config: 'La configuration du connecteur est incomplète ou erronée.',
  unexpected_type: 'Ce type de connecteur ne peut pas être utilisé ici.',
  invalid_request_parameters: 'La requête au connecteur contient des paramètres erronés.',
  insufficient_request_parameters: 'Il manque des paramètres à la requête au connecteur.',
  invalid_response: 'Le fournisseur du connecteur a répondu par une erreur.',
  template_not_found: 'Aucun modèle de message n’a été trouvé pour cet usage.',
  rate_limit_exceeded: 'Trop de messages ont été envoyés. Réessayez plus tard.',
  multiple_instances_not_supported: 'Ce connecteur ne peut être ajouté qu’une seule fois.',
  invalid_type_for_syncing_profile:
    'Seuls les connecteurs sociaux peuvent synchroniser les profils utilisateur.',
  should_specify_target: 'Un connecteur standard a besoin d’une cible dans ses métadonnées.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'Les métadonnées d’un connecteur non standard ne peuvent pas être remplacées.',
  multiple_target_with_same_platform:
    'Deux connecteurs sociaux ne peuvent pas partager une cible sur la même plateforme.',
  token_storage_not_supported: 'Ce connecteur ne peut pas stocker de jetons.',
  email_connector: {
    bulk_deletion_no_filter:
      'La suppression de modèles d’e-mail nécessite une langue ou un type de modèle.',
  },
};

export const verification_code = {
  phone_email_empty: 'Le numéro de téléphone et l’adresse e-mail sont tous deux vides.',
  not_found: 'Aucun code de vérification n’a été trouvé. Envoyez-en d’abord un nouveau.',
  phone_mismatch: 'Le numéro de téléphone ne correspond pas à celui auquel le code a été envoyé.',
  email_mismatch: 'L’adresse e-mail ne correspond pas à celle à laquelle le code a été envoyé.',
  code_mismatch: 'Le code de vérification est incorrect.',
  expired: 'Le code de vérification a expiré. Envoyez-en un nouveau.',
  exceed_max_try: 'Trop de tentatives erronées. Envoyez un nouveau code de vérification.',
};

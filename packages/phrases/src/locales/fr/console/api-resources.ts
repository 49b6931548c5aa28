import type { LocalePhrases } from '../../../types.ts';

/** The API resources section: list, create, permissions, general settings and guides. */
export const api_resources: NonNullable<NonNullable<LocalePhrases['console']>['api_resources']> = {
  title: 'Ressources API',
  subtitle:
    'Définissez les API qu’appellent vos applications et les permissions (portées) qu’elles vérifient.',
  create: 'Créer une ressource API',
  empty: 'Aucune ressource API pour le moment',
  empty_description: 'Créez-en une pour protéger une API avec des jetons d’accès.',
  search_placeholder: 'Rechercher par nom ou identifiant d’API',
  column_name: 'Nom de l’API',
  column_indicator: 'Identifiant d’API',
  default_badge: 'Par défaut',
  management_api_badge: 'API de gestion',
  name: 'Nom de l’API',
  name_placeholder: 'Mon API',
  indicator: 'Identifiant d’API',
  indicator_placeholder: 'https://api.example.com',
  indicator_hint:
    'Une URI absolue unique sans fragment (#), généralement l’URL de votre API. Elle devient la revendication « aud » des jetons d’accès et ne peut plus être modifiée ensuite.',
  indicator_invalid:
    'Saisissez une URI absolue sans fragment (#), par exemple https://api.example.com.',
  created: 'Ressource API {{name}} créée.',
  delete_message:
    'Les applications n’obtiendront plus de jetons d’accès pour cette API, et les rôles perdront ses permissions. Cette action est irréversible.',
  tabs: {
    permissions: 'Permissions',
    general: 'Général',
  },
  permissions: {
    title: 'Permissions',
    description:
      'Portées qu’un jeton pour cette API peut contenir. Votre API les vérifie à chaque requête.',
    add: 'Créer une permission',
    edit: 'Modifier la permission',
    edit_named: 'Modifier {{name}}',
    delete_named: 'Supprimer {{name}}',
    delete_title: 'Supprimer la permission {{name}} ?',
    delete_message: 'Les rôles qui l’accordent la perdent, et les jetons ne la contiendront plus.',
    deleted: 'Permission {{name}} supprimée.',
    saved: 'Permission {{name}} enregistrée.',
    name: 'Nom de la permission',
    name_placeholder: 'read:orders',
    name_hint: 'Sans espaces ; par exemple read:orders ou write:orders.',
    name_no_spaces: 'Les noms de permission ne peuvent pas contenir d’espaces.',
    description_label: 'Description',
    description_placeholder: 'Lire toutes les commandes',
    column_name: 'Nom',
    column_description: 'Description',
    column_created: 'Créée le',
    empty: 'Aucune permission pour le moment',
    read_only:
      'Les permissions de l’API de gestion sont intégrées et ne peuvent pas être modifiées.',
  },
  general: {
    title: 'Général',
    name: 'Nom de l’API',
    indicator: 'Identifiant d’API',
    token_ttl: 'Expiration du jeton d’accès (secondes)',
    token_ttl_hint:
      'Durée de validité d’un jeton d’accès pour cette API. Par défaut 3600 (une heure).',
    default_api: 'API par défaut',
    default_api_hint:
      'Les connexions qui ne demandent aucune ressource obtiennent un jeton d’accès pour l’API par défaut. Une seule API peut être celle par défaut.',
    default_set: '{{name}} est désormais l’API par défaut.',
    default_unset: '{{name}} n’est plus l’API par défaut.',
    read_only:
      'L’API de gestion est intégrée : ses paramètres ne peuvent pas être modifiés et elle ne peut pas être supprimée.',
  },
  guides: {
    menu: 'Guides d’intégration',
    open: 'Ouvrir le guide {{name}}',
    back: 'Retour à {{name}}',
    not_found: 'Ce guide n’existe pas.',
    express: 'Express (Node.js)',
    python: 'Python (Flask)',
    title: 'Protéger {{name}} avec {{framework}}',
    intro:
      'Votre API accepte une requête lorsque son jeton Bearer est un JWT signé par ce locataire, émis pour l’identifiant {{indicator}} et portant la permission requise.',
    step_install: 'Installer les bibliothèques',
    step_verify: 'Vérifier le jeton d’accès',
    step_verify_description:
      'Récupérez les clés de signature depuis le point de terminaison JWKS, puis vérifiez la signature, l’émetteur, l’audience et l’expiration de chaque jeton.',
    step_scope: 'Vérifier les permissions',
    step_scope_description:
      'La revendication « scope » du jeton liste les permissions accordées, séparées par des espaces.',
    step_call: 'Appeler l’API avec un jeton',
    step_call_description:
      'Une application machine à machine obtient un jeton avec l’octroi client credentials ; remplacez l’ID et le secret par ceux d’une application dotée d’un rôle qui accorde la permission.',
    copy_code: 'Copier le code {{language}}',
    copied: 'Copié',
    code_label: 'Code {{language}}',
    no_permissions_note:
      'Cette API n’a pas encore de permissions ; les exemples utilisent read:example.',
  },
};

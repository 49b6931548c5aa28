import type { LocalePhrases } from '../../../types.ts';

/** User management: list, create, detail tabs (settings, roles, logs) and account actions. */
export const users: NonNullable<NonNullable<LocalePhrases['console']>['users']> = {
  title: 'Gestion des utilisateurs',
  subtitle: 'Les personnes qui se connectent à vos applications.',
  create_button: 'Ajouter un utilisateur',
  search_placeholder: 'Rechercher par nom, e-mail, téléphone, nom d’utilisateur ou ID',
  columns: {
    user: 'Utilisateur',
    identifiers: 'Identifiants de connexion',
    last_sign_in: 'Dernière connexion',
    created_at: 'Créé le',
  },
  never: 'Jamais',
  unnamed: 'Utilisateur sans nom',
  suspended_tag: 'Suspendu',
  empty: {
    title: 'Aucun utilisateur pour le moment',
    description:
      'Les utilisateurs apparaissent ici lorsqu’ils s’inscrivent ou que vous les ajoutez.',
  },
  create: {
    title: 'Ajouter un utilisateur',
    description:
      'Saisissez au moins un identifiant de connexion. Un mot de passe est généré et affiché une seule fois, pour que vous le transmettiez.',
    username: 'Nom d’utilisateur',
    primary_email: 'Adresse e-mail',
    primary_phone: 'Numéro de téléphone',
    name: 'Nom',
    identifier_required:
      'Saisissez un nom d’utilisateur, une adresse e-mail ou un numéro de téléphone.',
    submit: 'Ajouter l’utilisateur',
    created_title: 'Utilisateur ajouté',
    password_intro: 'L’utilisateur peut se connecter avec ce mot de passe :',
    password_label: 'Mot de passe',
    go_to_user: 'Ouvrir les détails de l’utilisateur',
    done: 'Terminé',
  },
  detail: {
    load_error: 'Impossible de charger l’utilisateur.',
    user_id: 'ID de l’utilisateur',
    delete_message:
      'L’utilisateur et ses sessions sont supprimés, et il ne peut plus se connecter. Cette action est irréversible.',
    suspended_banner:
      'Cet utilisateur est suspendu : il ne peut pas se connecter et ses jetons d’actualisation ne fonctionnent plus.',
    more_actions: 'Plus d’actions pour {{name}}',
    reset_password: 'Réinitialiser le mot de passe',
    reset_password_title: 'Réinitialiser le mot de passe de {{name}} ?',
    reset_password_message:
      'Un nouveau mot de passe est généré et remplace l’actuel. L’utilisateur doit désormais utiliser le nouveau.',
    new_password_title: 'Nouveau mot de passe',
    new_password_intro: 'Transmettez ce mot de passe à l’utilisateur :',
    suspend: 'Suspendre l’utilisateur',
    suspend_title: 'Suspendre {{name}} ?',
    suspend_message:
      'L’utilisateur est déconnecté partout et ne peut plus se connecter jusqu’à sa réactivation.',
    suspended: '{{name}} est suspendu.',
    unsuspend: 'Réactiver l’utilisateur',
    unsuspend_title: 'Réactiver {{name}} ?',
    unsuspend_message: 'L’utilisateur pourra de nouveau se connecter.',
    unsuspended: '{{name}} peut de nouveau se connecter.',
  },
  tabs: {
    settings: 'Détails de l’utilisateur',
    roles: 'Rôles',
    logs: 'Journaux de l’utilisateur',
  },
  settings: {
    identifiers: 'Identifiants de connexion',
    profile: 'Profil',
    username: 'Nom d’utilisateur',
    primary_email: 'Adresse e-mail',
    primary_phone: 'Numéro de téléphone',
    name: 'Nom',
    avatar: 'URL de l’avatar',
    given_name: 'Prénom',
    family_name: 'Nom de famille',
    nickname: 'Surnom',
    website: 'Site web',
    birthdate: 'Date de naissance',
    locale: 'Paramètres régionaux',
    custom_data: 'Données personnalisées',
    custom_data_description:
      'Tout objet JSON, conservé avec l’utilisateur et lisible par vos applications.',
    identities: 'Identités sociales',
    identities_description:
      'Comptes de connecteurs sociaux associés à cet utilisateur (lecture seule).',
    identities_empty: 'Aucune identité associée.',
    identity_target: 'Connecteur',
    identity_user_id: 'ID chez le connecteur',
    last_sign_in: 'Dernière connexion',
    created_at: 'Créé le',
    errors: {
      invalid_email: 'Saisissez une adresse e-mail valide.',
      invalid_phone: 'Saisissez uniquement des chiffres, par exemple 15551234567.',
      invalid_username:
        'Commencez par une lettre ou un trait de soulignement, suivi de lettres, de chiffres ou de traits de soulignement.',
      invalid_url: 'Saisissez une URL valide.',
      invalid_json: 'Ce JSON n’est pas valide.',
      json_not_object:
        'Les données personnalisées doivent être un objet JSON, comme {"key": "value"}.',
      invalid_locale: 'Saisissez une balise de langue comme en, de ou pt-BR.',
      invalid_birthdate: 'Saisissez une date au format AAAA-MM-JJ, par exemple 1990-04-21.',
    },
  },
  roles: {
    description: 'L’utilisateur obtient toutes les permissions de ces rôles.',
    assign: 'Attribuer des rôles',
    assign_title: 'Attribuer des rôles à {{name}}',
    assigned: 'Rôles attribués.',
    remove: 'Retirer le rôle {{name}}',
    remove_title: 'Retirer le rôle « {{name}} » ?',
    remove_message: 'L’utilisateur perd les permissions de ce rôle dans les nouveaux jetons.',
    removed: 'Rôle « {{name}} » retiré.',
    empty: 'Aucun rôle attribué pour le moment.',
    columns: { name: 'Rôle', description: 'Description' },
    load_error: 'Impossible de charger les rôles.',
  },
  logs: {
    columns: {
      event: 'Événement',
      result: 'Résultat',
      application: 'Application',
      time: 'Date',
    },
    empty: 'Aucun journal pour cet utilisateur pour le moment.',
    load_error: 'Impossible de charger les journaux.',
    back: 'Retour aux journaux de {{name}}',
    payload: 'Détails',
    success: 'Succès',
    error: 'Erreur',
  },
};

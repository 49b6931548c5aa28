import type { LocalePhrases } from '../../../types.ts';

/** Integration guides of an application: step titles and explanations around the code samples. */
export const guides: NonNullable<NonNullable<LocalePhrases['console']>['guides']> = {
  page_title: 'Intégrer {{guide}}',
  subtitle:
    'Connectez les utilisateurs à « {{application}} » étape par étape. Les exemples contiennent déjà les vraies valeurs de cette application : copiez-les tels quels.',
  subtitle_m2m:
    'Permettez à « {{application}} » d’appeler vos API avec ses propres identifiants, étape par étape. Les exemples contiennent déjà les vraies valeurs de cette application : copiez-les telles quelles.',
  picker_label: 'Framework ou langage',
  package: 'Paquet : {{package}}',
  back_to_application: 'Retour à l’application',
  finish: 'Terminé, aller aux paramètres',
  not_found: 'Ce guide n’existe pas pour ce type d’application.',
  step_label: 'Étape {{number}}',
  code_label: 'Exemple de code, {{language}}',
  code_file: 'Fichier {{file}}',
  copy: 'Copier',
  copy_code: 'Copier le code de {{file}}',
  copy_snippet: 'Copier l’exemple de code',
  copied: 'Copié',
  missing_secret:
    'Cette application n’a pas encore de secret valide ; les exemples affichent donc une valeur fictive. Créez-en un dans l’onglet Paramètres, puis revenez ici.',
  uris: {
    redirect_uri: 'URI de redirection',
    post_logout_redirect_uri: 'URI de redirection après déconnexion',
    registered: 'Enregistrée',
    not_registered: 'Pas encore enregistrée',
    add: 'Ajouter {{uri}} à l’application',
    add_short: 'Ajouter',
    added: '{{uri}} a été ajoutée à l’application.',
  },
  resource: {
    label: 'Ressource API à appeler',
    description: 'Le jeton d’accès est émis pour cette ressource API.',
    none: 'Aucune ressource API pour le moment. Créez-en d’abord une dans Ressources API.',
  },
  steps: {
    install: {
      title: 'Installer le SDK',
      description: 'Ajoutez {{package}} et les paquets utilisés par l’exemple à votre projet.',
    },
    configure_uris: {
      title: 'Enregistrer les URI de redirection',
      description:
        'Après la connexion, les utilisateurs reviennent à l’URI de redirection ; après la déconnexion, à l’URI de redirection après déconnexion. Les deux doivent être enregistrées exactement telles que l’application les envoie.',
    },
    init_client: {
      title: 'Configurer le client',
      description:
        'Conservez le secret uniquement sur le serveur. Le secret de cookie ci-dessous a été généré dans votre navigateur pour cette page ; n’importe quelle longue valeur aléatoire convient.',
    },
    provider: {
      title: 'Envelopper l’application dans le provider',
      description:
        'Le provider conserve l’état de connexion ; le routeur sert la page de callback au chemin de l’URI de redirection.',
    },
    callback: {
      title: 'Gérer le callback de connexion',
      description:
        'Cette page échange le code d’autorisation contre des jetons, puis renvoie l’utilisateur vers la page d’accueil.',
    },
    sign_in_out: {
      title: 'Connexion et déconnexion',
      description:
        'Lancez la connexion avec l’URI de redirection et la déconnexion avec l’URI de redirection après déconnexion ; les revendications du jeton d’ID indiquent qui s’est connecté.',
    },
    user_info: {
      title: 'Lire l’utilisateur',
      description: 'Les revendications du jeton d’ID décrivent l’utilisateur connecté.',
    },
    session: {
      title: 'Conserver la session',
      description: 'Le SDK stocke ses jetons dans la session de chaque visiteur.',
    },
    routes: {
      title: 'Ajouter les routes de connexion',
      description:
        'Ces routes lancent la connexion, gèrent le callback, déconnectent et affichent l’utilisateur connecté. Le secret et le secret de cookie restent sur le serveur.',
    },
    protect_routes: {
      title: 'Protéger les routes',
      description: 'Redirigez d’abord les visiteurs non connectés vers la route de connexion.',
    },
    native_scheme: {
      title: 'Déclarer le schéma d’URL',
      description:
        'L’application doit s’ouvrir pour le schéma de son URI de redirection, afin que le navigateur puisse lui renvoyer le résultat.',
    },
    assign_roles: {
      title: 'Donner des permissions à l’application',
      description:
        'Une application machine à machine obtient les permissions des rôles machine à machine qui lui sont attribués. Attribuez des rôles dans l’onglet Rôles de cette application.',
    },
    token_curl: {
      title: 'Obtenir un jeton d’accès',
      description:
        'Interrogez le point de terminaison de jeton avec l’octroi client credentials. L’ID et le secret de l’application s’authentifient avec HTTP Basic.',
    },
    token_node: {
      title: 'Obtenir un jeton depuis Node.js',
      description:
        'La même requête avec openid-client, qui lit les points de terminaison dans le document de découverte.',
    },
    call_api: {
      title: 'Appeler l’API',
      description:
        'Envoyez le jeton d’accès comme jeton Bearer. Il expire au terme de la durée de vie définie sur la ressource API.',
    },
    checkpoint: {
      title: 'Essayer',
      description:
        'Lancez l’application et connectez-vous : vous devriez voir les revendications de votre utilisateur. Après la déconnexion, vous revenez à l’application, déconnecté.',
    },
  },
};

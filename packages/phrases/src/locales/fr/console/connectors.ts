import type { LocalePhrases } from '../../../types.ts';

/** The connectors section: passwordless and social tabs, create, guides, detail, e-mail templates. */
export const connectors: NonNullable<NonNullable<LocalePhrases['console']>['connectors']> = {
  title: 'Connecteurs',
  subtitle:
    'Connectez les services qui envoient les codes de vérification et les fournisseurs avec lesquels les utilisateurs se connectent.',
  tabs: {
    label: 'Types de connecteurs',
    passwordless: 'Sans mot de passe',
    social: 'Réseaux sociaux',
  },
  types: {
    Email: 'E-mail',
    Sms: 'SMS',
    Social: 'Réseau social',
  },
  passwordless: {
    email_title: 'Connecteur e-mail',
    email_description:
      'Envoie les codes de vérification par e-mail pour la connexion, l’inscription et la récupération.',
    sms_title: 'Connecteur SMS',
    sms_description: 'Envoie les codes de vérification par SMS aux numéros de téléphone.',
    email_empty: 'Aucun connecteur e-mail pour l’instant',
    sms_empty: 'Aucun connecteur SMS pour l’instant',
    add_email: 'Ajouter un connecteur e-mail',
    add_sms: 'Ajouter un connecteur SMS',
    replace_note: 'Un seul de chaque type est actif ; en ajouter un autre remplace l’actuel.',
  },
  social: {
    empty: 'Aucun connecteur social pour l’instant',
    empty_description:
      'Permettez aux utilisateurs de se connecter avec un compte qu’ils possèdent déjà ailleurs.',
    add: 'Ajouter un connecteur social',
    columns: {
      name: 'Nom',
      target: 'Cible',
      platform: 'Plateforme',
    },
    table_label: 'Connecteurs sociaux',
    platforms: {
      Universal: 'Universel',
      Web: 'Web',
      Native: 'Native',
    },
  },
  create: {
    title_email: 'Ajouter un connecteur e-mail',
    title_sms: 'Ajouter un connecteur SMS',
    title_social: 'Ajouter un connecteur social',
    choose: 'Choisissez un fournisseur',
    next: 'Suivant',
    no_factories: 'Aucun connecteur de ce type n’est disponible.',
    replaces_current: 'À l’enregistrement, celui-ci remplace le connecteur {{type}} actuel.',
  },
  guide: {
    title: 'Configurer {{name}}',
    steps_title: 'Comment le configurer',
    config_title: 'Paramètres',
    save: 'Enregistrer et terminer',
    created: '{{name}} ajouté.',
    texts: {
      'simple-mail-transfer-protocol':
        'Demandez à votre fournisseur de messagerie l’hôte SMTP, le port et, si nécessaire, un nom d’utilisateur et un mot de passe. Indiquez l’adresse d’expédition des e-mails. Utilisez le port 465 avec « TLS dès le départ », ou le port 587 avec STARTTLS.',
      'http-email':
        'Exploitez un point de terminaison HTTPS qui distribue les e-mails. Gatehouse y envoie chaque message en JSON avec le destinataire, l’objet et le code ; répondez avec un statut 2xx une fois le message accepté.',
      'http-sms':
        'Exploitez un point de terminaison HTTPS qui envoie les SMS. Gatehouse y envoie chaque message en JSON avec le numéro de téléphone, l’objet et le code ; répondez avec un statut 2xx une fois le message accepté.',
      oauth2:
        'Enregistrez Gatehouse comme client auprès de votre fournisseur OAuth 2.0, avec l’URL de rappel de votre page de connexion. Copiez ici l’ID client, le secret et les points de terminaison d’autorisation, de jeton et userinfo du fournisseur, puis associez les champs de son profil utilisateur.',
      github:
        'Dans GitHub, ouvrez Settings → Developer settings → OAuth Apps et enregistrez une nouvelle application avec l’URL de rappel de votre page de connexion. Copiez ici son ID client et un nouveau secret client.',
      google:
        'Dans la console Google Cloud, créez un ID client OAuth de type « Application Web » avec l’URL de rappel de votre page de connexion comme URI de redirection autorisée. Copiez ici l’ID client et le secret.',
      microsoft:
        'Dans Microsoft Entra ID, enregistrez une application avec l’URL de rappel de votre page de connexion comme URI de redirection Web. Copiez ici son ID d’application (client) et un secret client ; gardez « common » comme annuaire sauf si une seule organisation doit pouvoir se connecter.',
      apple:
        'Dans votre compte Apple Developer, créez un Services ID pour « Se connecter avec Apple » avec l’URL de rappel de votre page de connexion, ainsi qu’une clé pour « Se connecter avec Apple ». Saisissez ici le Services ID, votre ID d’équipe, l’ID de la clé et le contenu du fichier de clé .p8.',
      discord:
        'Dans le Discord Developer Portal, créez une application et ajoutez l’URL de rappel de votre page de connexion à ses redirections OAuth2. Copiez ici son ID client et son secret client.',
      oidc: 'Enregistrez Gatehouse comme client auprès de votre fournisseur OpenID Connect, avec l’URL de rappel de votre page de connexion. Copiez ici l’ID client, le secret client et les points de terminaison du fournisseur, et donnez au connecteur une cible qui nomme le fournisseur.',
    },
    fallback_text: 'Renseignez les paramètres fournis par le fournisseur, puis enregistrez.',
  },
  form: {
    target: 'Cible',
    target_description: 'Un nom court et unique pour le fournisseur, par exemple « acme-idp ».',
    display_name: 'Nom du bouton',
    display_name_description: 'Le nom affiché sur le bouton de connexion.',
    sync_profile:
      'Mettre à jour le profil de l’utilisateur depuis le fournisseur à chaque connexion',
    show_secret: 'Afficher la valeur',
    invalid_json: 'Saisissez un JSON valide.',
    invalid_number: 'Saisissez un nombre entier.',
    choose_option: 'Choisissez une option',
    items: {
      host: 'Hôte',
      port: 'Port',
      auth: 'Identifiants',
      auth_description:
        '{ "user": "…", "pass": "…" } lorsque le serveur demande une authentification.',
      fromEmail: 'Adresse d’expédition',
      replyTo: 'Adresse de réponse',
      secure: 'TLS dès le départ (port 465)',
      requireTLS: 'Exiger STARTTLS',
      templates: 'Modèles',
      templates_description:
        'Facultatif [{ usageType, subject, content, contentType }] ; les modèles d’e-mail ci-dessous sont prioritaires.',
      endpoint: 'Point de terminaison',
      endpoint_description: 'Gatehouse envoie { to, type, payload: { code, locale } } ici en JSON.',
      authorization: 'En-tête Authorization',
      authorization_description: 'Envoyé comme en-tête Authorization de chaque requête.',
      clientId: 'ID client',
      clientSecret: 'Secret client',
      authorizationEndpoint: 'Point de terminaison d’autorisation',
      tokenEndpoint: 'Point de terminaison de jeton',
      userInfoEndpoint: 'Point de terminaison userinfo',
      issuer: 'Émetteur',
      issuer_description:
        'Les points de terminaison laissés vides sont découverts depuis sa configuration OpenID.',
      jwksUri: 'URI JWKS',
      scope: 'Portée',
      tokenEndpointAuthMethod: 'Authentification au point de terminaison de jeton',
      keyId: 'ID de la clé',
      teamId: 'ID d’équipe',
      privateKey: 'Clé privée (.p8)',
      tenantId: 'Annuaire (locataire)',
      pkce: 'Utiliser PKCE',
      profileMap: 'Correspondance du profil',
      profileMap_description:
        'Clés (ou chemins pointés) de id, email, emailVerified, phone, phoneVerified, name et avatar dans le profil. Une adresse e-mail sans indicateur de vérification n’est pas considérée comme fiable.',
    },
  },
  detail: {
    delete_message:
      'Les méthodes de connexion qui reposent sur ce connecteur ne fonctionneront plus tant que vous n’en aurez pas ajouté un autre.',
  },
  test: {
    title: 'Envoyer un test',
    description_email:
      'Envoie un e-mail de test avec les paramètres ci-dessus, enregistrés ou non.',
    description_sms: 'Envoie un SMS de test avec les paramètres ci-dessus, enregistrés ou non.',
    email_label: 'Adresse e-mail',
    phone_label: 'Numéro de téléphone',
    send: 'Envoyer le test',
    sent: 'Message de test envoyé. Vérifiez la boîte de réception de {{to}}.',
    failed: 'Le message de test n’a pas été envoyé.',
    code: 'Code d’erreur : {{code}}',
    invalid_email: 'Saisissez une adresse e-mail comme nom@example.com.',
    invalid_phone:
      'Saisissez un numéro de téléphone composé uniquement de chiffres, éventuellement précédés d’un +.',
  },
  errors: {
    general: 'Le connecteur n’a pas pu traiter la requête.',
    invalid_metadata: 'Les métadonnées du connecteur ne sont pas valides.',
    unexpected_type: 'Ce type de connecteur ne peut pas faire cela.',
    invalid_config_guard: 'Les paramètres du connecteur sont incomplets ou mal formatés.',
    invalid_request_parameters: 'Le fournisseur a refusé les paramètres de la requête.',
    insufficient_request_parameters: 'Des informations obligatoires manquent dans la requête.',
    invalid_config:
      'Les paramètres du connecteur sont incorrects ; vérifiez l’hôte, les identifiants et les adresses.',
    invalid_certificate: 'Le certificat du fournisseur n’est pas approuvé.',
    invalid_response:
      'Le fournisseur a répondu par une erreur ; vérifiez les identifiants et l’expéditeur.',
    template_not_found: 'Aucun modèle de message n’a été trouvé pour cet usage.',
    template_not_supported: 'Ce connecteur ne prend pas en charge ce modèle de message.',
    rate_limit_exceeded: 'Trop de messages ont été envoyés. Réessayez plus tard.',
    not_implemented: 'Ce connecteur ne sait pas encore faire cela.',
    social_auth_code_invalid: 'Le fournisseur a refusé le code d’autorisation.',
    social_invalid_access_token: 'Le fournisseur a refusé le jeton d’accès.',
    social_invalid_id_token: 'Le jeton d’identité du fournisseur n’est pas valide.',
    authorization_failed: 'L’autorisation auprès du fournisseur a échoué.',
    unknown: 'Le connecteur a échoué.',
  },
  templates: {
    title: 'Modèles d’e-mail',
    description:
      'L’objet et le corps de chaque type d’e-mail, par langue. Écrivez {{code}} à l’endroit du code de vérification.',
    add: 'Ajouter un modèle',
    empty: 'Aucun modèle d’e-mail pour l’instant',
    empty_description:
      'Sans modèle, les e-mails utilisent le texte intégré dans la langue de l’utilisateur.',
    table_label: 'Modèles d’e-mail',
    columns: {
      purpose: 'Usage',
      language: 'Langue',
      subject: 'Objet',
      actions: 'Actions',
    },
    purposes: {
      SignIn: 'Connexion',
      Register: 'Inscription',
      ForgotPassword: 'Mot de passe oublié',
      Generic: 'Générique',
    },
    edit: 'Modifier le modèle {{name}}',
    delete: 'Supprimer le modèle {{name}}',
    delete_title: 'Supprimer ce modèle ?',
    delete_message: 'Les e-mails de cet usage et de cette langue reviennent au texte intégré.',
    deleted: 'Modèle supprimé.',
    saved: 'Modèle enregistré.',
    editor_title_new: 'Ajouter un modèle d’e-mail',
    editor_title_edit: 'Modifier le modèle d’e-mail',
    purpose_label: 'Usage',
    language_label: 'Langue',
    subject_label: 'Objet',
    content_label: 'Contenu',
    content_type_label: 'Format',
    content_types: {
      html: 'HTML',
      text: 'Texte brut',
    },
    send_from_label: 'Nom de l’expéditeur',
    reply_to_label: 'Adresse de réponse',
    url_not_allowed: 'Les URL ne sont pas autorisées dans le nom de l’expéditeur.',
    preview_title: 'Aperçu',
    preview_frame: 'Aperçu de l’e-mail',
    preview_note:
      'Affiché avec le code d’exemple 123456 ; les scripts et les liens ne s’exécutent pas.',
    exists: 'Un modèle existe déjà pour cet usage et cette langue ; l’enregistrer le remplace.',
    save: 'Enregistrer le modèle',
  },
};

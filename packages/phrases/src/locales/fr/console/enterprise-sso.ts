import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'SSO d’entreprise',
    subtitle:
      'Permettez aux membres d’une entreprise de se connecter via leur propre fournisseur d’identité, choisi selon leur domaine e-mail.',
    empty: 'Aucun connecteur SSO d’entreprise pour l’instant',
    empty_description:
      'Ajoutez-en un pour diriger les domaines e-mail d’une entreprise vers son fournisseur d’identité.',
    no_domains: 'Aucun domaine',
    columns: {
      name: 'Nom',
      provider: 'Fournisseur',
      domains: 'Domaines e-mail',
    },
    providers: {
      OIDC: 'Tout fournisseur d’identité compatible OpenID Connect.',
      SAML: 'Tout fournisseur d’identité compatible SAML 2.0.',
      AzureAD: 'Microsoft Entra ID, anciennement Azure AD, via SAML 2.0.',
      GoogleWorkspace: 'Les comptes Google d’une organisation Google Workspace.',
      Okta: 'Une organisation Okta via OpenID Connect.',
      AzureAdOidc: 'Microsoft Entra ID, anciennement Azure AD, via OpenID Connect.',
    },
    create: {
      button: 'Ajouter un connecteur d’entreprise',
      title: 'Ajouter un connecteur SSO d’entreprise',
      description:
        'Choisissez le fournisseur d’identité de l’entreprise, puis nommez le connecteur.',
      provider_label: 'Fournisseur d’identité',
      providers_error: 'La liste des fournisseurs d’identité n’a pas pu être chargée.',
      name_label: 'Nom du connecteur',
      name_description: 'Vous seul le voyez, dans la console.',
      name_placeholder: 'Par exemple, Okta d’Acme',
      created: 'Connecteur {{name}} ajouté.',
    },
    tabs: {
      connection: 'Connexion',
      experience: 'Expérience',
      idp_initiated_auth: 'SSO initié par l’IdP',
    },
    detail: {
      connector_id: 'ID du connecteur',
      delete_message:
        'Les personnes de ses domaines e-mail ne pourront plus se connecter par son biais. Cette action est irréversible.',
    },
    connection: {
      test_connection: {
        title: 'Tester la connexion',
        description:
          "Connectez-vous au fournisseur d'identité dans une nouvelle fenêtre pour vérifier ces paramètres. Personne n'est connecté ici et aucun utilisateur n'est créé.",
        button: 'Tester la connexion',
        waiting:
          "En attente du fournisseur d'identité. Terminez la connexion dans la fenêtre ouverte.",
        popup_blocked:
          "La fenêtre n'a pas pu s'ouvrir. Ouvrez le fournisseur d'identité avec ce lien :",
        open_link: "Ouvrir le fournisseur d'identité",
        succeeded:
          "Le fournisseur d'identité a répondu. Voici les champs du profil qu'il a remplis :",
        failed: 'Le test a échoué : {{message}}',
        expired: "Le test a expiré avant la réponse du fournisseur d'identité. Relancez-le.",
        empty_value: 'Non fourni',
        fields: {
          issuer: 'Émetteur',
          id: "ID de l'utilisateur chez le fournisseur d'identité",
          email: 'E-mail',
          name: 'Nom',
          phone: 'Téléphone',
          avatar: 'Photo',
        },
      },
      idp_title: 'Fournisseur d’identité',
    },
    oidc: {
      description:
        'Copiez ces valeurs depuis l’application OIDC enregistrée chez le fournisseur d’identité.',
      issuer: 'Émetteur',
      issuer_description:
        'Le document de découverte est lu à son adresse /.well-known/openid-configuration.',
      client_id: 'ID client',
      client_secret: 'Secret client',
      scope: 'Portée',
      scope_description: 'Séparées par des espaces ; openid est toujours demandé.',
    },
    saml: {
      description:
        'Donnez les métadonnées du fournisseur d’identité par URL ou en XML, ou saisissez ses valeurs une à une.',
      source_label: 'Métadonnées du fournisseur d’identité',
      sources: {
        url: 'URL des métadonnées',
        xml: 'XML des métadonnées',
        manual: 'Saisie manuelle',
      },
      metadata_url: 'URL des métadonnées',
      metadata_xml: 'XML des métadonnées',
      idp_entity_id: 'ID d’entité de l’IdP',
      sso_url: 'URL d’authentification unique',
      certificate: 'Certificat de signature',
    },
    sp: {
      title: 'Valeurs du fournisseur de services',
      saml_description: 'Saisissez-les dans l’application SAML chez le fournisseur d’identité.',
      oidc_description:
        'Enregistrez cette URI de redirection dans l’application OIDC chez le fournisseur d’identité.',
      acs_url: 'URL du service consommateur d’assertions (ACS)',
      entity_id: 'ID d’entité du fournisseur de services',
      redirect_uri: 'URI de redirection',
    },
    experience: {
      branding_title: 'Bouton de connexion',
      branding_description: 'Comment le connecteur apparaît sur la page de connexion.',
      connector_name: 'Nom du connecteur',
      connector_name_description: 'Vous seul le voyez, dans la console.',
      display_name: 'Nom affiché',
      display_name_description:
        'Affiché sur le bouton de connexion ; à défaut, le nom du connecteur.',
      logo: 'URL du logo',
      dark_logo: 'URL du logo (mode sombre)',
      routing_title: 'Routage et profil',
      routing_description:
        'Les personnes dont l’adresse e-mail se termine par l’un de ces domaines se connectent via ce connecteur.',
      domains: 'Domaines e-mail',
      domains_description: 'Appuyez sur Entrée ou tapez une virgule après chaque domaine.',
      sync_profile: 'Synchroniser le profil à chaque connexion',
      sync_profile_description:
        'Désactivé, le nom, l’e-mail et l’avatar ne sont copiés depuis le fournisseur d’identité qu’à la première connexion.',
    },
    idp_initiated: {
      title: 'Authentification unique initiée par l’IdP',
      description:
        'Les utilisateurs peuvent partir du portail du fournisseur d’identité et arriver connectés dans l’une de vos applications. Donnez cette URL ACS au fournisseur d’identité.',
      load_error: 'Les réglages de connexion initiée par l’IdP n’ont pas pu être chargés.',
      config_title: 'Réglages',
      enable: 'Autoriser la connexion initiée par l’IdP',
      enable_description:
        'Désactivé, une connexion lancée par le fournisseur d’identité est refusée.',
      default_application: 'Application par défaut',
      default_application_description:
        'Une application web classique ou monopage dans laquelle la connexion aboutit.',
      choose_application: 'Choisir une application',
      no_applications: 'Aucune application adaptée',
      flow_label: 'Après la connexion',
      flow_auto: 'Envoyer tout de suite la demande d’autorisation à l’URI de redirection de l’app',
      flow_client: 'Passer la main au callback de l’app, qui lance la connexion',
      redirect_uri: 'URI de redirection',
      redirect_uri_description: 'L’une des URI de redirection enregistrées pour l’application.',
      client_callback_uri: 'URI de callback du client',
      client_callback_uri_description:
        'L’adresse de votre app qui lance une connexion initiée par le SP.',
    },
    errors: {
      required: 'Ce champ est obligatoire.',
      invalid_url: 'Saisissez une URL http ou https valide.',
      invalid_domain: 'Saisissez des domaines comme example.com.',
      duplicated_domain: 'Chaque domaine ne peut figurer qu’une fois.',
    },
  };

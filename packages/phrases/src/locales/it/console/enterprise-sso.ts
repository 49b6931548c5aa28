import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'SSO aziendale',
    subtitle:
      'Consenti alle persone di un’azienda di accedere tramite il proprio provider di identità, scelto in base al dominio e-mail.',
    empty: 'Ancora nessun connettore SSO aziendale',
    empty_description:
      'Aggiungine uno per indirizzare i domini e-mail di un’azienda al suo provider di identità.',
    no_domains: 'Nessun dominio',
    columns: {
      name: 'Nome',
      provider: 'Fornitore',
      domains: 'Domini e-mail',
    },
    providers: {
      OIDC: 'Qualsiasi provider di identità che supporta OpenID Connect.',
      SAML: 'Qualsiasi provider di identità che supporta SAML 2.0.',
      AzureAD: 'Microsoft Entra ID, in precedenza Azure AD, tramite SAML 2.0.',
      GoogleWorkspace: 'Gli account Google di un’organizzazione Google Workspace.',
      Okta: 'Un’organizzazione Okta tramite OpenID Connect.',
      AzureAdOidc: 'Microsoft Entra ID, in precedenza Azure AD, tramite OpenID Connect.',
    },
    create: {
      button: 'Aggiungi connettore aziendale',
      title: 'Aggiungi connettore SSO aziendale',
      description:
        'Scegli il provider di identità dell’azienda, poi assegna un nome al connettore.',
      provider_label: 'Provider di identità',
      providers_error: 'Impossibile caricare l’elenco dei provider di identità.',
      name_label: 'Nome del connettore',
      name_description: 'Lo vedi solo tu, nella console.',
      name_placeholder: 'Ad esempio, Okta di Acme',
      created: 'Connettore {{name}} aggiunto.',
    },
    tabs: {
      connection: 'Connessione',
      experience: 'Esperienza',
      idp_initiated_auth: 'SSO avviato dall’IdP',
    },
    detail: {
      connector_id: 'ID connettore',
      delete_message:
        'Le persone dei suoi domini e-mail non potranno più accedere tramite questo connettore. L’operazione è irreversibile.',
    },
    connection: {
      test_connection: {
        title: 'Verifica connessione',
        description:
          'Accedi al provider di identità in una nuova finestra per verificare queste impostazioni. Qui non viene fatto accedere nessuno e non viene creato alcun utente.',
        button: 'Verifica connessione',
        waiting:
          "In attesa del provider di identità. Completa l'accesso nella finestra che si è aperta.",
        popup_blocked:
          'Non è stato possibile aprire la finestra. Apri il provider di identità da questo link:',
        open_link: 'Apri il provider di identità',
        succeeded:
          'Il provider di identità ha risposto. Questi sono i campi del profilo che ha compilato:',
        failed: 'Il test non è riuscito: {{message}}',
        expired:
          'Il test è scaduto prima della risposta del provider di identità. Avvialo di nuovo.',
        empty_value: 'Non fornito',
        fields: {
          issuer: 'Emittente',
          id: 'ID utente presso il provider di identità',
          email: 'E-mail',
          name: 'Nome',
          phone: 'Telefono',
          avatar: 'Immagine',
        },
      },
      idp_title: 'Provider di identità',
    },
    oidc: {
      description:
        'Copia questi valori dall’applicazione OIDC registrata presso il provider di identità.',
      issuer: 'Emittente',
      issuer_description:
        'Il documento di discovery viene letto dal suo /.well-known/openid-configuration.',
      client_id: 'ID client',
      client_secret: 'Segreto client',
      scope: 'Ambito',
      scope_description: 'Separati da spazi; openid viene sempre richiesto.',
    },
    saml: {
      description:
        'Fornisci i metadati del provider di identità tramite URL o come XML, oppure inserisci i valori uno per uno.',
      source_label: 'Metadati del provider di identità',
      sources: {
        url: 'URL dei metadati',
        xml: 'XML dei metadati',
        manual: 'Inserimento manuale',
      },
      metadata_url: 'URL dei metadati',
      metadata_xml: 'XML dei metadati',
      idp_entity_id: 'ID entità dell’IdP',
      sso_url: 'URL di single sign-on',
      certificate: 'Certificato di firma',
    },
    sp: {
      title: 'Valori del service provider',
      saml_description: 'Inseriscili nell’applicazione SAML presso il provider di identità.',
      oidc_description:
        'Registra questo URI di reindirizzamento nell’applicazione OIDC presso il provider di identità.',
      acs_url: 'URL del servizio consumer delle asserzioni (ACS)',
      entity_id: 'ID entità del service provider',
      redirect_uri: 'URI di reindirizzamento',
    },
    experience: {
      branding_title: 'Pulsante di accesso',
      branding_description: 'Come appare il connettore nella pagina di accesso.',
      connector_name: 'Nome del connettore',
      connector_name_description: 'Lo vedi solo tu, nella console.',
      display_name: 'Nome visualizzato',
      display_name_description:
        'Mostrato sul pulsante di accesso; se vuoto, il nome del connettore.',
      logo: 'URL del logo',
      dark_logo: 'URL del logo (modalità scura)',
      routing_title: 'Instradamento e profilo',
      routing_description:
        'Chi ha un indirizzo e-mail che termina con uno di questi domini accede tramite questo connettore.',
      domains: 'Domini e-mail',
      domains_description: 'Premi Invio o digita una virgola dopo ogni dominio.',
      sync_profile: 'Sincronizza il profilo a ogni accesso',
      sync_profile_description:
        'Se disattivato, nome, e-mail e avatar vengono copiati dal provider di identità solo al primo accesso.',
    },
    idp_initiated: {
      title: 'Single sign-on avviato dall’IdP',
      description:
        'Le persone possono partire dal portale del provider di identità e arrivare già autenticate in una delle tue applicazioni. Fornisci questo URL ACS al provider di identità.',
      load_error: 'Impossibile caricare le impostazioni dell’accesso avviato dall’IdP.',
      config_title: 'Impostazioni',
      enable: 'Consenti l’accesso avviato dall’IdP',
      enable_description:
        'Se disattivato, un accesso avviato dal provider di identità viene rifiutato.',
      default_application: 'Applicazione predefinita',
      default_application_description:
        'Un’applicazione web tradizionale o a pagina singola in cui termina l’accesso.',
      choose_application: 'Scegli un’applicazione',
      no_applications: 'Nessuna applicazione adatta',
      flow_label: 'Dopo l’accesso',
      flow_auto: 'Invia subito la richiesta di autorizzazione all’URI di reindirizzamento dell’app',
      flow_client: 'Passa al callback dell’app, che avvia l’accesso',
      redirect_uri: 'URI di reindirizzamento',
      redirect_uri_description: 'Uno degli URI di reindirizzamento registrati per l’applicazione.',
      client_callback_uri: 'URI di callback del client',
      client_callback_uri_description:
        'L’indirizzo nella tua app che avvia un accesso avviato dallo SP.',
    },
    errors: {
      required: 'Questo campo è obbligatorio.',
      invalid_url: 'Inserisci un URL http o https valido.',
      invalid_domain: 'Inserisci domini come example.com.',
      duplicated_domain: 'Ogni dominio può comparire una sola volta.',
    },
  };

import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'SSO dla firm',
    subtitle:
      'Pozwól pracownikom firmy logować się przez ich własnego dostawcę tożsamości, wybieranego według domeny e-mail.',
    empty: 'Nie ma jeszcze firmowych konektorów SSO',
    empty_description:
      'Dodaj konektor, aby kierować domeny e-mail firmy do jej dostawcy tożsamości.',
    no_domains: 'Brak domen',
    columns: {
      name: 'Nazwa',
      provider: 'Dostawca',
      domains: 'Domeny e-mail',
    },
    providers: {
      OIDC: 'Dowolny dostawca tożsamości obsługujący OpenID Connect.',
      SAML: 'Dowolny dostawca tożsamości obsługujący SAML 2.0.',
      AzureAD: 'Microsoft Entra ID, dawniej Azure AD, przez SAML 2.0.',
      GoogleWorkspace: 'Konta Google organizacji Google Workspace.',
      Okta: 'Organizacja Okta przez OpenID Connect.',
      AzureAdOidc: 'Microsoft Entra ID, dawniej Azure AD, przez OpenID Connect.',
    },
    create: {
      button: 'Dodaj konektor firmowy',
      title: 'Dodaj firmowy konektor SSO',
      description: 'Wybierz dostawcę tożsamości firmy, a potem nazwij konektor.',
      provider_label: 'Dostawca tożsamości',
      providers_error: 'Nie udało się wczytać listy dostawców tożsamości.',
      name_label: 'Nazwa konektora',
      name_description: 'Widzisz ją tylko ty, w konsoli.',
      name_placeholder: 'Na przykład Okta firmy Acme',
      created: 'Dodano konektor {{name}}.',
    },
    tabs: {
      connection: 'Połączenie',
      experience: 'Wygląd logowania',
      idp_initiated_auth: 'SSO inicjowane przez IdP',
    },
    detail: {
      connector_id: 'ID konektora',
      delete_message:
        'Osoby z jego domen e-mail nie będą już mogły się przez niego logować. Tej operacji nie można cofnąć.',
    },
    connection: {
      test_connection: {
        title: 'Test połączenia',
        description:
          'Zaloguj się u dostawcy tożsamości w nowym oknie, aby sprawdzić te ustawienia. Nikt nie zostanie tu zalogowany i nie powstanie żaden użytkownik.',
        button: 'Testuj połączenie',
        waiting: 'Oczekiwanie na dostawcę tożsamości. Dokończ logowanie w otwartym oknie.',
        popup_blocked: 'Nie udało się otworzyć okna. Otwórz dostawcę tożsamości z tego linku:',
        open_link: 'Otwórz dostawcę tożsamości',
        succeeded: 'Dostawca tożsamości odpowiedział. Oto wypełnione przez niego pola profilu:',
        failed: 'Test nie powiódł się: {{message}}',
        expired: 'Test wygasł, zanim dostawca tożsamości odpowiedział. Uruchom go ponownie.',
        empty_value: 'Nie podano',
        fields: {
          issuer: 'Wystawca',
          id: 'ID użytkownika u dostawcy tożsamości',
          email: 'E-mail',
          name: 'Imię i nazwisko',
          phone: 'Telefon',
          avatar: 'Zdjęcie',
        },
      },
      idp_title: 'Dostawca tożsamości',
    },
    oidc: {
      description: 'Skopiuj te wartości z aplikacji OIDC zarejestrowanej u dostawcy tożsamości.',
      issuer: 'Wystawca (issuer)',
      issuer_description:
        'Dokument wykrywania jest odczytywany z adresu /.well-known/openid-configuration.',
      client_id: 'ID klienta',
      client_secret: 'Sekret klienta',
      scope: 'Zakres (scope)',
      scope_description: 'Rozdzielone spacjami; openid jest zawsze żądany.',
    },
    saml: {
      description:
        'Podaj metadane dostawcy tożsamości przez URL lub jako XML albo wpisz wartości pojedynczo.',
      source_label: 'Metadane dostawcy tożsamości',
      sources: {
        url: 'URL metadanych',
        xml: 'XML metadanych',
        manual: 'Wpisz ręcznie',
      },
      metadata_url: 'URL metadanych',
      metadata_xml: 'XML metadanych',
      idp_entity_id: 'ID encji IdP',
      sso_url: 'URL logowania jednokrotnego',
      certificate: 'Certyfikat podpisu',
    },
    sp: {
      title: 'Wartości dostawcy usług',
      saml_description: 'Wpisz je w aplikacji SAML u dostawcy tożsamości.',
      oidc_description:
        'Zarejestruj ten URI przekierowania w aplikacji OIDC u dostawcy tożsamości.',
      acs_url: 'URL usługi odbioru asercji (ACS)',
      entity_id: 'ID encji dostawcy usług',
      redirect_uri: 'URI przekierowania',
    },
    experience: {
      branding_title: 'Przycisk logowania',
      branding_description: 'Jak konektor wygląda na stronie logowania.',
      connector_name: 'Nazwa konektora',
      connector_name_description: 'Widzisz ją tylko ty, w konsoli.',
      display_name: 'Nazwa wyświetlana',
      display_name_description: 'Widoczna na przycisku logowania; gdy pusta — nazwa konektora.',
      logo: 'URL logo',
      dark_logo: 'URL logo (tryb ciemny)',
      routing_title: 'Kierowanie i profil',
      routing_description:
        'Osoby, których adres e-mail kończy się jedną z tych domen, logują się przez ten konektor.',
      domains: 'Domeny e-mail',
      domains_description: 'Naciśnij Enter lub wpisz przecinek po każdej domenie.',
      sync_profile: 'Synchronizuj profil przy każdym logowaniu',
      sync_profile_description:
        'Gdy wyłączone, imię, e-mail i awatar są kopiowane od dostawcy tożsamości tylko przy pierwszym logowaniu.',
    },
    idp_initiated: {
      title: 'Logowanie jednokrotne inicjowane przez IdP',
      description:
        'Użytkownicy mogą zacząć w portalu dostawcy tożsamości i trafić zalogowani do jednej z twoich aplikacji. Przekaż dostawcy tożsamości ten URL ACS.',
      load_error: 'Nie udało się wczytać ustawień logowania inicjowanego przez IdP.',
      config_title: 'Ustawienia',
      enable: 'Zezwól na logowanie inicjowane przez IdP',
      enable_description:
        'Gdy wyłączone, logowanie rozpoczęte przez dostawcę tożsamości jest odrzucane.',
      default_application: 'Aplikacja domyślna',
      default_application_description:
        'Klasyczna aplikacja webowa lub jednostronicowa, do której trafia logowanie.',
      choose_application: 'Wybierz aplikację',
      no_applications: 'Brak odpowiedniej aplikacji',
      flow_label: 'Po zalogowaniu',
      flow_auto: 'Od razu wyślij żądanie autoryzacji na URI przekierowania aplikacji',
      flow_client: 'Przekaż do własnego callbacku aplikacji, który rozpoczyna logowanie',
      redirect_uri: 'URI przekierowania',
      redirect_uri_description: 'Jeden z URI przekierowania zarejestrowanych dla aplikacji.',
      client_callback_uri: 'URI callbacku klienta',
      client_callback_uri_description:
        'Adres w twojej aplikacji, który rozpoczyna logowanie inicjowane przez SP.',
    },
    errors: {
      required: 'To pole jest wymagane.',
      invalid_url: 'Wpisz prawidłowy URL http lub https.',
      invalid_domain: 'Wpisz domeny takie jak example.com.',
      duplicated_domain: 'Każda domena może wystąpić tylko raz.',
    },
  };

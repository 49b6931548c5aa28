import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'Kurumsal SSO',
    subtitle:
      'Bir şirketin çalışanlarının, e-posta alan adlarına göre seçilen kendi kimlik sağlayıcıları üzerinden oturum açmasını sağlayın.',
    empty: 'Henüz kurumsal SSO bağlayıcısı yok',
    empty_description:
      'Bir şirketin e-posta alan adlarını kendi kimlik sağlayıcısına yönlendirmek için bir tane ekleyin.',
    no_domains: 'Alan adı yok',
    columns: {
      name: 'Ad',
      provider: 'Sağlayıcı',
      domains: 'E-posta alan adları',
    },
    providers: {
      OIDC: 'OpenID Connect destekleyen herhangi bir kimlik sağlayıcı.',
      SAML: 'SAML 2.0 destekleyen herhangi bir kimlik sağlayıcı.',
      AzureAD: 'SAML 2.0 üzerinden Microsoft Entra ID (eski adıyla Azure AD).',
      GoogleWorkspace: 'Bir Google Workspace kuruluşunun Google hesapları.',
      Okta: 'OpenID Connect üzerinden bir Okta kuruluşu.',
      AzureAdOidc: 'OpenID Connect üzerinden Microsoft Entra ID (eski adıyla Azure AD).',
    },
    create: {
      button: 'Kurumsal bağlayıcı ekle',
      title: 'Kurumsal SSO bağlayıcısı ekle',
      description: 'Şirketin kimlik sağlayıcısını seçin, ardından bağlayıcıya bir ad verin.',
      provider_label: 'Kimlik sağlayıcı',
      providers_error: 'Kimlik sağlayıcıları listesi yüklenemedi.',
      name_label: 'Bağlayıcı adı',
      name_description: 'Yalnızca siz görürsünüz, konsolda.',
      name_placeholder: 'Örneğin Acme Okta',
      created: '{{name}} bağlayıcısı eklendi.',
    },
    tabs: {
      connection: 'Bağlantı',
      experience: 'Deneyim',
      idp_initiated_auth: 'IdP tarafından başlatılan SSO',
    },
    detail: {
      connector_id: 'Bağlayıcı kimliği',
      delete_message:
        'E-posta alan adlarındaki kişiler artık bu bağlayıcıyla oturum açamayacak. Bu işlem geri alınamaz.',
    },
    connection: {
      test_connection: {
        title: 'Bağlantıyı test et',
        description:
          'Bu ayarları denetlemek için yeni bir pencerede kimlik sağlayıcıda oturum açın. Burada kimse oturum açmaz ve kullanıcı oluşturulmaz.',
        button: 'Bağlantıyı test et',
        waiting: 'Kimlik sağlayıcı bekleniyor. Açılan pencerede oturum açmayı tamamlayın.',
        popup_blocked: 'Pencere açılamadı. Kimlik sağlayıcıyı bu bağlantıdan açın:',
        open_link: 'Kimlik sağlayıcıyı aç',
        succeeded: 'Kimlik sağlayıcı yanıt verdi. Doldurduğu profil alanları şunlar:',
        failed: 'Test başarısız oldu: {{message}}',
        expired: 'Kimlik sağlayıcı yanıt vermeden testin süresi doldu. Yeniden başlatın.',
        empty_value: 'Belirtilmedi',
        fields: {
          issuer: 'Yayımlayan',
          id: 'Kimlik sağlayıcıdaki kullanıcı kimliği',
          email: 'E-posta',
          name: 'Ad',
          phone: 'Telefon',
          avatar: 'Resim',
        },
      },
      idp_title: 'Kimlik sağlayıcı',
    },
    oidc: {
      description: 'Bu değerleri kimlik sağlayıcıda kaydettiğiniz OIDC uygulamasından kopyalayın.',
      issuer: 'Yayıncı (issuer)',
      issuer_description: 'Keşif belgesi /.well-known/openid-configuration adresinden okunur.',
      client_id: 'İstemci kimliği',
      client_secret: 'İstemci gizli anahtarı',
      scope: 'Kapsam',
      scope_description: 'Boşlukla ayrılır; openid her zaman istenir.',
    },
    saml: {
      description:
        'Kimlik sağlayıcının meta verilerini URL ile ya da XML olarak verin veya değerleri tek tek girin.',
      source_label: 'Kimlik sağlayıcı meta verileri',
      sources: {
        url: 'Meta veri URL’si',
        xml: 'Meta veri XML’i',
        manual: 'Elle gir',
      },
      metadata_url: 'Meta veri URL’si',
      metadata_xml: 'Meta veri XML’i',
      idp_entity_id: 'IdP varlık kimliği',
      sso_url: 'Çoklu oturum açma URL’si',
      certificate: 'İmzalama sertifikası',
    },
    sp: {
      title: 'Hizmet sağlayıcı değerleri',
      saml_description: 'Bunları kimlik sağlayıcıdaki SAML uygulamasına girin.',
      oidc_description: 'Bu yönlendirme URI’sini kimlik sağlayıcıdaki OIDC uygulamasına kaydedin.',
      acs_url: 'Onay tüketici hizmeti (ACS) URL’si',
      entity_id: 'Hizmet sağlayıcı varlık kimliği',
      redirect_uri: 'Yönlendirme URI’si',
    },
    experience: {
      branding_title: 'Oturum açma düğmesi',
      branding_description: 'Bağlayıcının oturum açma sayfasında nasıl göründüğü.',
      connector_name: 'Bağlayıcı adı',
      connector_name_description: 'Yalnızca siz görürsünüz, konsolda.',
      display_name: 'Görünen ad',
      display_name_description:
        'Oturum açma düğmesinde gösterilir; boşsa bağlayıcı adı kullanılır.',
      logo: 'Logo URL’si',
      dark_logo: 'Logo URL’si (koyu mod)',
      routing_title: 'Yönlendirme ve profil',
      routing_description:
        'E-posta adresi bu alan adlarından biriyle biten kişiler bu bağlayıcıyla oturum açar.',
      domains: 'E-posta alan adları',
      domains_description: 'Her alan adından sonra Enter’a basın veya virgül yazın.',
      sync_profile: 'Profili her oturum açışta eşitle',
      sync_profile_description:
        'Kapalıyken ad, e-posta ve avatar kimlik sağlayıcıdan yalnızca ilk oturum açışta kopyalanır.',
    },
    idp_initiated: {
      title: 'IdP tarafından başlatılan çoklu oturum açma',
      description:
        'Kişiler kimlik sağlayıcının portalında başlayıp uygulamalarınızdan birine oturum açmış olarak gelebilir. Kimlik sağlayıcıya bu ACS URL’sini verin.',
      load_error: 'IdP tarafından başlatılan oturum açma ayarları yüklenemedi.',
      config_title: 'Ayarlar',
      enable: 'IdP tarafından başlatılan oturum açmaya izin ver',
      enable_description: 'Kapalıyken kimlik sağlayıcının başlattığı oturum açma reddedilir.',
      default_application: 'Varsayılan uygulama',
      default_application_description:
        'Oturum açmanın sonunda gidilen geleneksel web veya tek sayfa uygulaması.',
      choose_application: 'Bir uygulama seçin',
      no_applications: 'Uygun uygulama yok',
      flow_label: 'Oturum açtıktan sonra',
      flow_auto: 'Yetkilendirme isteğini hemen uygulamanın yönlendirme URI’sine gönder',
      flow_client: 'Oturum açmayı başlatan uygulamanın kendi callback’ine devret',
      redirect_uri: 'Yönlendirme URI’si',
      redirect_uri_description: 'Uygulama için kayıtlı yönlendirme URI’lerinden biri.',
      client_callback_uri: 'İstemci callback URI’si',
      client_callback_uri_description:
        'Uygulamanızda SP tarafından başlatılan oturum açmayı başlatan adres.',
    },
    errors: {
      required: 'Bu alan zorunludur.',
      invalid_url: 'Geçerli bir http veya https URL’si girin.',
      invalid_domain: 'example.com gibi alan adları girin.',
      duplicated_domain: 'Her alan adı yalnızca bir kez yer alabilir.',
    },
  };

import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'Корпоративный SSO',
    subtitle:
      'Позвольте сотрудникам компании входить через их собственного поставщика удостоверений, выбранного по домену эл. почты.',
    empty: 'Корпоративных SSO-коннекторов пока нет',
    empty_description:
      'Добавьте коннектор, чтобы направлять почтовые домены компании к её поставщику удостоверений.',
    no_domains: 'Нет доменов',
    columns: {
      name: 'Название',
      provider: 'Поставщик',
      domains: 'Почтовые домены',
    },
    providers: {
      OIDC: 'Любой поставщик удостоверений с поддержкой OpenID Connect.',
      SAML: 'Любой поставщик удостоверений с поддержкой SAML 2.0.',
      AzureAD: 'Microsoft Entra ID, ранее Azure AD, через SAML 2.0.',
      GoogleWorkspace: 'Учётные записи Google организации Google Workspace.',
      Okta: 'Организация Okta через OpenID Connect.',
      AzureAdOidc: 'Microsoft Entra ID, ранее Azure AD, через OpenID Connect.',
    },
    create: {
      button: 'Добавить корпоративный коннектор',
      title: 'Добавить корпоративный SSO-коннектор',
      description: 'Выберите поставщика удостоверений компании, затем задайте имя коннектора.',
      provider_label: 'Поставщик удостоверений',
      providers_error: 'Не удалось загрузить список поставщиков удостоверений.',
      name_label: 'Имя коннектора',
      name_description: 'Его видите только вы, в консоли.',
      name_placeholder: 'Например, Okta компании Acme',
      created: 'Коннектор {{name}} добавлен.',
    },
    tabs: {
      connection: 'Подключение',
      experience: 'Интерфейс входа',
      idp_initiated_auth: 'SSO по инициативе IdP',
    },
    detail: {
      connector_id: 'ID коннектора',
      delete_message:
        'Пользователи его почтовых доменов больше не смогут входить через него. Это действие нельзя отменить.',
    },
    connection: {
      test_connection: {
        title: 'Проверка подключения',
        description:
          'Войдите у поставщика удостоверений в новом окне, чтобы проверить эти настройки. Здесь никто не входит в систему и пользователь не создаётся.',
        button: 'Проверить подключение',
        waiting: 'Ожидание ответа поставщика удостоверений. Завершите вход в открывшемся окне.',
        popup_blocked: 'Не удалось открыть окно. Откройте поставщика удостоверений по этой ссылке:',
        open_link: 'Открыть поставщика удостоверений',
        succeeded: 'Поставщик удостоверений ответил. Вот поля профиля, которые он заполнил:',
        failed: 'Проверка не удалась: {{message}}',
        expired: 'Срок проверки истёк до ответа поставщика удостоверений. Запустите её снова.',
        empty_value: 'Не указано',
        fields: {
          issuer: 'Издатель',
          id: 'ID пользователя у поставщика удостоверений',
          email: 'Эл. почта',
          name: 'Имя',
          phone: 'Телефон',
          avatar: 'Изображение',
        },
      },
      idp_title: 'Поставщик удостоверений',
    },
    oidc: {
      description:
        'Скопируйте эти значения из OIDC-приложения, зарегистрированного у поставщика удостоверений.',
      issuer: 'Издатель (issuer)',
      issuer_description:
        'Документ обнаружения читается по адресу /.well-known/openid-configuration.',
      client_id: 'ID клиента',
      client_secret: 'Секрет клиента',
      scope: 'Область (scope)',
      scope_description: 'Через пробел; openid запрашивается всегда.',
    },
    saml: {
      description:
        'Укажите метаданные поставщика удостоверений по URL или в виде XML либо введите значения по одному.',
      source_label: 'Метаданные поставщика удостоверений',
      sources: {
        url: 'URL метаданных',
        xml: 'XML метаданных',
        manual: 'Ввести вручную',
      },
      metadata_url: 'URL метаданных',
      metadata_xml: 'XML метаданных',
      idp_entity_id: 'ID сущности IdP',
      sso_url: 'URL единого входа',
      certificate: 'Сертификат подписи',
    },
    sp: {
      title: 'Значения поставщика услуг',
      saml_description: 'Введите их в SAML-приложении у поставщика удостоверений.',
      oidc_description:
        'Зарегистрируйте этот URI перенаправления в OIDC-приложении у поставщика удостоверений.',
      acs_url: 'URL службы приёма утверждений (ACS)',
      entity_id: 'ID сущности поставщика услуг',
      redirect_uri: 'URI перенаправления',
    },
    experience: {
      branding_title: 'Кнопка входа',
      branding_description: 'Как коннектор выглядит на странице входа.',
      connector_name: 'Имя коннектора',
      connector_name_description: 'Его видите только вы, в консоли.',
      display_name: 'Отображаемое имя',
      display_name_description: 'Показывается на кнопке входа; если пусто — имя коннектора.',
      logo: 'URL логотипа',
      dark_logo: 'URL логотипа (тёмная тема)',
      routing_title: 'Маршрутизация и профиль',
      routing_description:
        'Пользователи, чей адрес эл. почты оканчивается на один из этих доменов, входят через этот коннектор.',
      domains: 'Почтовые домены',
      domains_description: 'Нажмите Enter или введите запятую после каждого домена.',
      sync_profile: 'Синхронизировать профиль при каждом входе',
      sync_profile_description:
        'Если выключено, имя, эл. почта и аватар копируются у поставщика удостоверений только при первом входе.',
    },
    idp_initiated: {
      title: 'Единый вход по инициативе IdP',
      description:
        'Пользователи могут начать на портале поставщика удостоверений и попасть в одно из ваших приложений уже вошедшими. Передайте поставщику удостоверений этот URL ACS.',
      load_error: 'Не удалось загрузить настройки входа по инициативе IdP.',
      config_title: 'Настройки',
      enable: 'Разрешить вход по инициативе IdP',
      enable_description: 'Если выключено, вход, начатый поставщиком удостоверений, отклоняется.',
      default_application: 'Приложение по умолчанию',
      default_application_description:
        'Классическое веб- или одностраничное приложение, в которое попадает пользователь после входа.',
      choose_application: 'Выберите приложение',
      no_applications: 'Нет подходящих приложений',
      flow_label: 'После входа',
      flow_auto: 'Сразу отправить запрос авторизации на URI перенаправления приложения',
      flow_client: 'Передать управление собственному callback приложения, который начинает вход',
      redirect_uri: 'URI перенаправления',
      redirect_uri_description: 'Один из URI перенаправления, зарегистрированных для приложения.',
      client_callback_uri: 'URI callback клиента',
      client_callback_uri_description:
        'Адрес в вашем приложении, который начинает вход по инициативе SP.',
    },
    errors: {
      required: 'Это поле обязательно.',
      invalid_url: 'Введите корректный URL http или https.',
      invalid_domain: 'Введите домены вида example.com.',
      duplicated_domain: 'Каждый домен можно указать только один раз.',
    },
  };

import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'Корпоративний SSO',
    subtitle:
      'Дозвольте працівникам компанії входити через їхнього власного постачальника ідентичності, обраного за доменом ел. пошти.',
    empty: 'Корпоративних SSO-конекторів ще немає',
    empty_description:
      'Додайте конектор, щоб спрямовувати поштові домени компанії до її постачальника ідентичності.',
    no_domains: 'Немає доменів',
    columns: {
      name: 'Назва',
      provider: 'Постачальник',
      domains: 'Поштові домени',
    },
    providers: {
      OIDC: 'Будь-який постачальник ідентичності з підтримкою OpenID Connect.',
      SAML: 'Будь-який постачальник ідентичності з підтримкою SAML 2.0.',
      AzureAD: 'Microsoft Entra ID, раніше Azure AD, через SAML 2.0.',
      GoogleWorkspace: 'Облікові записи Google організації Google Workspace.',
      Okta: 'Організація Okta через OpenID Connect.',
      AzureAdOidc: 'Microsoft Entra ID, раніше Azure AD, через OpenID Connect.',
    },
    create: {
      button: 'Додати корпоративний конектор',
      title: 'Додати корпоративний SSO-конектор',
      description: 'Оберіть постачальника ідентичності компанії, потім задайте назву конектора.',
      provider_label: 'Постачальник ідентичності',
      providers_error: 'Не вдалося завантажити список постачальників ідентичності.',
      name_label: 'Назва конектора',
      name_description: 'Її бачите лише ви, у консолі.',
      name_placeholder: 'Наприклад, Okta компанії Acme',
      created: 'Конектор {{name}} додано.',
    },
    tabs: {
      connection: 'Підключення',
      experience: 'Інтерфейс входу',
      idp_initiated_auth: 'SSO з ініціативи IdP',
    },
    detail: {
      connector_id: 'ID конектора',
      delete_message:
        'Користувачі його поштових доменів більше не зможуть входити через нього. Цю дію не можна скасувати.',
    },
    connection: {
      test_connection: {
        title: 'Перевірка з’єднання',
        description:
          'Увійдіть у постачальника ідентичності в новому вікні, щоб перевірити ці налаштування. Тут ніхто не входить і користувач не створюється.',
        button: 'Перевірити з’єднання',
        waiting:
          'Очікування відповіді постачальника ідентичності. Завершіть вхід у відкритому вікні.',
        popup_blocked:
          'Не вдалося відкрити вікно. Відкрийте постачальника ідентичності за цим посиланням:',
        open_link: 'Відкрити постачальника ідентичності',
        succeeded: 'Постачальник ідентичності відповів. Ось поля профілю, які він заповнив:',
        failed: 'Перевірка не вдалася: {{message}}',
        expired:
          'Термін перевірки минув до відповіді постачальника ідентичності. Запустіть її знову.',
        empty_value: 'Не вказано',
        fields: {
          issuer: 'Видавець',
          id: 'ID користувача в постачальника ідентичності',
          email: 'Ел. пошта',
          name: 'Ім’я',
          phone: 'Телефон',
          avatar: 'Зображення',
        },
      },
      idp_title: 'Постачальник ідентичності',
    },
    oidc: {
      description:
        'Скопіюйте ці значення з OIDC-застосунку, зареєстрованого в постачальника ідентичності.',
      issuer: 'Видавець (issuer)',
      issuer_description:
        'Документ виявлення читається за адресою /.well-known/openid-configuration.',
      client_id: 'ID клієнта',
      client_secret: 'Секрет клієнта',
      scope: 'Область (scope)',
      scope_description: 'Через пробіл; openid запитується завжди.',
    },
    saml: {
      description:
        'Вкажіть метадані постачальника ідентичності за URL або як XML чи введіть значення по одному.',
      source_label: 'Метадані постачальника ідентичності',
      sources: {
        url: 'URL метаданих',
        xml: 'XML метаданих',
        manual: 'Ввести вручну',
      },
      metadata_url: 'URL метаданих',
      metadata_xml: 'XML метаданих',
      idp_entity_id: 'ID сутності IdP',
      sso_url: 'URL єдиного входу',
      certificate: 'Сертифікат підпису',
    },
    sp: {
      title: 'Значення постачальника послуг',
      saml_description: 'Введіть їх у SAML-застосунку в постачальника ідентичності.',
      oidc_description:
        'Зареєструйте цей URI перенаправлення в OIDC-застосунку в постачальника ідентичності.',
      acs_url: 'URL служби прийому тверджень (ACS)',
      entity_id: 'ID сутності постачальника послуг',
      redirect_uri: 'URI перенаправлення',
    },
    experience: {
      branding_title: 'Кнопка входу',
      branding_description: 'Як конектор виглядає на сторінці входу.',
      connector_name: 'Назва конектора',
      connector_name_description: 'Її бачите лише ви, у консолі.',
      display_name: 'Відображувана назва',
      display_name_description: 'Показується на кнопці входу; якщо порожньо — назва конектора.',
      logo: 'URL логотипа',
      dark_logo: 'URL логотипа (темна тема)',
      routing_title: 'Маршрутизація і профіль',
      routing_description:
        'Користувачі, чия адреса ел. пошти закінчується одним із цих доменів, входять через цей конектор.',
      domains: 'Поштові домени',
      domains_description: 'Натисніть Enter або введіть кому після кожного домену.',
      sync_profile: 'Синхронізувати профіль під час кожного входу',
      sync_profile_description:
        'Якщо вимкнено, ім’я, ел. пошта й аватар копіюються від постачальника ідентичності лише під час першого входу.',
    },
    idp_initiated: {
      title: 'Єдиний вхід з ініціативи IdP',
      description:
        'Користувачі можуть почати на порталі постачальника ідентичності й потрапити в один із ваших застосунків уже з виконаним входом. Передайте постачальнику ідентичності цей URL ACS.',
      load_error: 'Не вдалося завантажити налаштування входу з ініціативи IdP.',
      config_title: 'Налаштування',
      enable: 'Дозволити вхід з ініціативи IdP',
      enable_description:
        'Якщо вимкнено, вхід, розпочатий постачальником ідентичності, відхиляється.',
      default_application: 'Типовий застосунок',
      default_application_description:
        'Класичний веб- або односторінковий застосунок, у який потрапляє користувач після входу.',
      choose_application: 'Оберіть застосунок',
      no_applications: 'Немає відповідних застосунків',
      flow_label: 'Після входу',
      flow_auto: 'Одразу надіслати запит авторизації на URI перенаправлення застосунку',
      flow_client: 'Передати керування власному callback застосунку, який починає вхід',
      redirect_uri: 'URI перенаправлення',
      redirect_uri_description: 'Один із URI перенаправлення, зареєстрованих для застосунку.',
      client_callback_uri: 'URI callback клієнта',
      client_callback_uri_description:
        'Адреса у вашому застосунку, яка починає вхід з ініціативи SP.',
    },
    errors: {
      required: 'Це поле обов’язкове.',
      invalid_url: 'Введіть коректний URL http або https.',
      invalid_domain: 'Введіть домени на кшталт example.com.',
      duplicated_domain: 'Кожен домен можна вказати лише раз.',
    },
  };

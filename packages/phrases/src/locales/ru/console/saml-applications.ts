import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'Не удалось загрузить настройки SAML.',
  create: {
    button: 'Создать приложение SAML',
    title: 'Создать приложение SAML',
    description:
      'Gatehouse выполняет вход пользователей в приложение с поддержкой SAML 2.0: назовите его здесь, затем укажите URL ACS и идентификатор сущности в настройках.',
  },
  tabs: {
    attribute_mapping: 'Сопоставление атрибутов',
  },
  settings: {
    general: 'Общие',
    name: 'Название приложения',
    description: 'Описание',
    sp_title: 'Поставщик услуг',
    sp_description: 'Куда отправляется подписанный SAML-ответ и кому он предназначен.',
    acs_url: 'URL службы приёма утверждений (ACS)',
    acs_url_description: 'Адрес поставщика услуг, принимающий SAML-ответ.',
    acs_binding: 'Привязка',
    acs_binding_description: 'Как ответ доставляется на URL ACS.',
    entity_id: 'ID сущности поставщика услуг',
    entity_id_description: 'Аудитория утверждения, не более 128 символов.',
    name_id_format: 'Формат NameID',
    name_id_format_description: 'Как пользователь обозначается в субъекте утверждения.',
    encryption_title: 'Шифрование',
    encryption_description: 'Шифровать утверждение сертификатом поставщика услуг.',
    encrypt_assertion: 'Шифровать утверждение',
    encrypt_then_sign: 'Сначала шифровать, затем подписывать',
    encrypt_then_sign_description:
      'Подписывать зашифрованное утверждение вместо шифрования подписанного.',
    encryption_certificate: 'Сертификат поставщика услуг',
    encryption_certificate_description:
      'PEM-сертификат, открытым ключом которого шифруется утверждение.',
  },
  name_id_formats: {
    persistent: 'Постоянный (ID пользователя)',
    email_address: 'Адрес эл. почты',
    transient: 'Временный (новый при каждом входе)',
    unspecified: 'Не указан',
  },
  idp: {
    title: 'Метаданные поставщика удостоверений',
    description:
      'Передайте поставщику услуг наши метаданные либо URL единого входа и активный сертификат.',
    metadata_url: 'URL метаданных IdP',
    sso_url: 'URL единого входа',
    download_metadata: 'Скачать метаданные',
  },
  certificates: {
    title: 'Сертификаты подписи',
    description:
      'SAML-ответы подписываются активным сертификатом. Добавьте новый до истечения старого, затем активируйте его.',
    create: 'Добавить сертификат',
    create_title: 'Добавить сертификат подписи',
    create_submit: 'Добавить',
    life_span: 'Срок действия (лет)',
    created: 'Сертификат добавлен.',
    empty:
      'Сертификатов пока нет. Добавьте сертификат: без активного сертификата ответы нельзя подписать.',
    load_error: 'Не удалось загрузить сертификаты.',
    fingerprint: 'Отпечаток SHA-256',
    status: 'Состояние',
    active: 'Активен',
    inactive: 'Неактивен',
    expires_at: 'Истекает',
    expired: 'Истёк',
    download: 'Скачать',
    activate: 'Активировать',
    activated: 'Сертификат активирован.',
    delete_label: 'Удалить сертификат {{fingerprint}}',
    delete_title: 'Удалить этот сертификат?',
    delete_message:
      'Поставщики услуг, которые ещё доверяют ему, будут отклонять подписанные им ответы.',
    deleted: 'Сертификат удалён.',
  },
  attributes: {
    title: 'Сопоставление атрибутов',
    description:
      'Данные пользователя, отправляемые в SAML-утверждении, и имя атрибута, под которым уходит каждое из них.',
    add: 'Добавить атрибут',
    empty: 'Атрибуты не сопоставлены',
    empty_description: 'Пока вы не сопоставите данные, отправляется только NameID.',
    user_claim: 'Данные пользователя',
    saml_attribute: 'Имя атрибута SAML',
    user_claim_of: 'Данные пользователя в строке {{index}}',
    saml_attribute_of: 'Имя атрибута SAML в строке {{index}}',
    remove: 'Удалить {{name}}',
  },
  errors: {
    invalid_url: 'Введите корректный URL http или https.',
    certificate_required: 'Для шифрования утверждения нужен сертификат.',
    duplicated_attribute: 'Каждое поле данных можно сопоставить только один раз.',
  },
};

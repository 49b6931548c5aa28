import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'Не вдалося завантажити налаштування SAML.',
  create: {
    button: 'Створити застосунок SAML',
    title: 'Створити застосунок SAML',
    description:
      'Gatehouse виконує вхід користувачів у застосунок із підтримкою SAML 2.0: назвіть його тут, а потім укажіть URL ACS та ідентифікатор сутності в налаштуваннях.',
  },
  tabs: {
    attribute_mapping: 'Зіставлення атрибутів',
  },
  settings: {
    general: 'Загальне',
    name: 'Назва застосунку',
    description: 'Опис',
    sp_title: 'Постачальник послуг',
    sp_description: 'Куди надсилається підписана SAML-відповідь і кому вона призначена.',
    acs_url: 'URL служби прийому тверджень (ACS)',
    acs_url_description: 'Адреса постачальника послуг, що приймає SAML-відповідь.',
    acs_binding: 'Прив’язка',
    acs_binding_description: 'Як відповідь потрапляє на URL ACS.',
    entity_id: 'ID сутності постачальника послуг',
    entity_id_description: 'Аудиторія твердження, не більше 128 символів.',
    name_id_format: 'Формат NameID',
    name_id_format_description: 'Як користувач позначається в суб’єкті твердження.',
    encryption_title: 'Шифрування',
    encryption_description: 'Шифрувати твердження сертифікатом постачальника послуг.',
    encrypt_assertion: 'Шифрувати твердження',
    encrypt_then_sign: 'Спершу шифрувати, потім підписувати',
    encrypt_then_sign_description:
      'Підписувати зашифроване твердження замість шифрування підписаного.',
    encryption_certificate: 'Сертифікат постачальника послуг',
    encryption_certificate_description:
      'PEM-сертифікат, відкритим ключем якого шифрується твердження.',
  },
  name_id_formats: {
    persistent: 'Постійний (ID користувача)',
    email_address: 'Адреса ел. пошти',
    transient: 'Тимчасовий (новий під час кожного входу)',
    unspecified: 'Не вказано',
  },
  idp: {
    title: 'Метадані постачальника ідентичності',
    description:
      'Передайте постачальнику послуг наші метадані або URL єдиного входу й активний сертифікат.',
    metadata_url: 'URL метаданих IdP',
    sso_url: 'URL єдиного входу',
    download_metadata: 'Завантажити метадані',
  },
  certificates: {
    title: 'Сертифікати підпису',
    description:
      'SAML-відповіді підписуються активним сертифікатом. Додайте новий до закінчення строку старого, потім активуйте його.',
    create: 'Додати сертифікат',
    create_title: 'Додати сертифікат підпису',
    create_submit: 'Додати',
    life_span: 'Строк дії (років)',
    created: 'Сертифікат додано.',
    empty:
      'Сертифікатів ще немає. Додайте сертифікат: без активного сертифіката відповіді неможливо підписати.',
    load_error: 'Не вдалося завантажити сертифікати.',
    fingerprint: 'Відбиток SHA-256',
    status: 'Стан',
    active: 'Активний',
    inactive: 'Неактивний',
    expires_at: 'Спливає',
    expired: 'Строк минув',
    download: 'Завантажити',
    activate: 'Активувати',
    activated: 'Сертифікат активовано.',
    delete_label: 'Видалити сертифікат {{fingerprint}}',
    delete_title: 'Видалити цей сертифікат?',
    delete_message:
      'Постачальники послуг, які ще довіряють йому, відхилятимуть підписані ним відповіді.',
    deleted: 'Сертифікат видалено.',
  },
  attributes: {
    title: 'Зіставлення атрибутів',
    description:
      'Дані користувача, що надсилаються в SAML-твердженні, і назва атрибута, під якою надсилається кожне з них.',
    add: 'Додати атрибут',
    empty: 'Атрибути не зіставлено',
    empty_description: 'Доки ви не зіставите дані, надсилається лише NameID.',
    user_claim: 'Дані користувача',
    saml_attribute: 'Назва атрибута SAML',
    user_claim_of: 'Дані користувача в рядку {{index}}',
    saml_attribute_of: 'Назва атрибута SAML у рядку {{index}}',
    remove: 'Вилучити {{name}}',
  },
  errors: {
    invalid_url: 'Введіть коректний URL http або https.',
    certificate_required: 'Для шифрування твердження потрібен сертифікат.',
    duplicated_attribute: 'Кожне поле даних можна зіставити лише раз.',
  },
};

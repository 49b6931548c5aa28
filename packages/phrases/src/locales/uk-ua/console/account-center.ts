import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'Центр облікового запису',
    subtitle:
      'Дозвольте користувачам керувати власним обліковим записом на /account і через Account API, поле за полем.',
    load_error: 'Не вдалося завантажити налаштування центру облікового запису.',
    enabled_title: 'Центр облікового запису',
    enabled: 'Увімкнути центр облікового запису',
    enabled_description:
      'Якщо вимкнено, сторінка облікового запису та Account API відхиляють усі запити.',
    fields_title: 'Поля',
    fields_description:
      '«Вимк.» приховує поле, «Лише читання» показує його без змін, «Редагування» дозволяє його змінювати.',
    access: { Off: 'Вимк.', ReadOnly: 'Лише читання', Edit: 'Редагування' },
    fields: {
      name: 'Ім’я',
      avatar: 'Аватар',
      profile: 'Профіль (твердження OIDC)',
      email: 'Адреса електронної пошти',
      phone: 'Номер телефону',
      password: 'Пароль',
      username: 'Ім’я користувача',
      social: 'Соціальні облікові записи',
      customData: 'Користувацькі дані',
      mfa: 'Багатофакторна автентифікація',
      passkey: 'Ключі доступу',
      session: 'Сеанси',
    },
    webauthn_title: 'Пов’язані джерела ключів доступу',
    webauthn_origins: 'Пов’язані джерела',
    webauthn_origins_description:
      'Інші джерела ваших застосунків, де працюють ключі доступу цього тенанта, по одній URL-адресі в рядку.',
    webauthn_origin_invalid: 'Кожен рядок має бути URL-адресою, наприклад https://app.example.com.',
  };

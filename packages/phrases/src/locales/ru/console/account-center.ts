import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'Центр аккаунта',
    subtitle:
      'Позвольте пользователям управлять своим аккаунтом на /account и через Account API, поле за полем.',
    load_error: 'Не удалось загрузить настройки центра аккаунта.',
    enabled_title: 'Центр аккаунта',
    enabled: 'Включить центр аккаунта',
    enabled_description: 'Если выключено, страница аккаунта и Account API отклоняют все запросы.',
    fields_title: 'Поля',
    fields_description:
      '«Выкл.» скрывает поле, «Только чтение» показывает его без изменений, «Изменение» позволяет его менять.',
    access: { Off: 'Выкл.', ReadOnly: 'Только чтение', Edit: 'Изменение' },
    fields: {
      name: 'Имя',
      avatar: 'Аватар',
      profile: 'Профиль (утверждения OIDC)',
      email: 'Адрес электронной почты',
      phone: 'Номер телефона',
      password: 'Пароль',
      username: 'Имя пользователя',
      social: 'Социальные учётные записи',
      customData: 'Пользовательские данные',
      mfa: 'Многофакторная аутентификация',
      passkey: 'Ключи доступа',
      session: 'Сеансы',
    },
    webauthn_title: 'Связанные источники ключей доступа',
    webauthn_origins: 'Связанные источники',
    webauthn_origins_description:
      'Другие источники ваших приложений, где работают ключи доступа этого тенанта, по одному URL в строке.',
    webauthn_origin_invalid: 'Каждая строка должна быть URL, например https://app.example.com.',
  };

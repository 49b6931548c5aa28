import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: 'Імʼя користувача',
    email: 'Ел. пошта',
    phone: 'Номер телефону',
    username_or_email: 'Імʼя користувача або ел. пошта',
    username_or_phone: 'Імʼя користувача або номер телефону',
    email_or_phone: 'Ел. пошта або номер телефону',
    username_or_email_or_phone: 'Імʼя користувача, ел. пошта або номер телефону',
    phone_hint: 'З кодом країни, наприклад +380 44 123 4567.',
    required: 'Заповніть поле «{{label}}».',
    email_invalid: 'Введіть адресу ел. пошти, наприклад name@example.com.',
    phone_invalid: 'Введіть номер телефону з кодом країни, лише цифри.',
    change: 'Змінити',
    continue: 'Продовжити',
  },
  sign_in_options: {
    password_title: 'Введіть пароль',
    signing_in_as: 'Вхід як {{identifier}}',
    forgot_password: 'Забули пароль?',
    use_code: 'Увійти за допомогою коду підтвердження',
    use_password: 'Увійти з паролем',
    password_changed: 'Пароль змінено. Увійдіть з новим паролем.',
  },
  verification_code: {
    title: 'Введіть код підтвердження',
    description: 'Ми надіслали код на {{identifier}}. Він дійсний 10 хвилин.',
    label: 'Код підтвердження',
    submit: 'Продовжити',
    required: 'Введіть отриманий код.',
    resend: 'Надіслати новий код',
    resend_in: 'Новий код можна запросити через {{seconds}} с.',
    resent: 'Новий код уже в дорозі.',
    no_account: 'Жоден обліковий запис ще не використовує {{identifier}}.',
    create_account: 'Створити з ним обліковий запис',
    account_exists: '{{identifier}} уже використовує інший обліковий запис.',
    sign_in_instead: 'Увійти до нього',
    start_again: 'Почати знову',
  },
  registration: {
    code_description: 'Ми надішлемо код для підтвердження.',
    send_code: 'Надіслати код',
    profile_title: 'Завершіть обліковий запис',
    profile_description: 'Щоб завершити, потрібно ще кілька даних.',
    finish: 'Готово',
  },
  forgot_password: {
    title: 'Скидання пароля',
    description: 'Ми надішлемо код на ел. пошту або телефон вашого облікового запису.',
    send_code: 'Надіслати код',
    back_to_sign_in: 'Повернутися до входу',
    new_password_title: 'Задайте новий пароль',
    new_password: 'Новий пароль',
    confirm_password: 'Підтвердьте новий пароль',
    submit: 'Скинути пароль',
    unavailable: 'Скидання пароля тут недоступне. Зверніться до підтримки цього сервісу.',
  },
  password_toggle: {
    show: 'Показати пароль',
    hide: 'Приховати пароль',
  },
  demo_app: {
    title: 'Попередній перегляд',
    description: 'Спробуйте вхід цього орендаря з його вбудованим демо-застосунком.',
    sign_in: 'Увійти',
    signed_in_title: 'Ви увійшли',
    claims: 'Твердження (claims) вашого ID-токена',
    sign_out: 'Вийти',
    failed: 'Вхід не завершено: {{error}}',
  },
};

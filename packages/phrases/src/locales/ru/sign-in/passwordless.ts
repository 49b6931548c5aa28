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
    username: 'Имя пользователя',
    email: 'Эл. почта',
    phone: 'Номер телефона',
    username_or_email: 'Имя пользователя или эл. почта',
    username_or_phone: 'Имя пользователя или номер телефона',
    email_or_phone: 'Эл. почта или номер телефона',
    username_or_email_or_phone: 'Имя пользователя, эл. почта или номер телефона',
    phone_hint: 'С кодом страны, например +7 495 123-45-67.',
    required: 'Заполните поле «{{label}}».',
    email_invalid: 'Введите адрес эл. почты, например name@example.com.',
    phone_invalid: 'Введите номер телефона с кодом страны, только цифры.',
    change: 'Изменить',
    continue: 'Продолжить',
  },
  sign_in_options: {
    password_title: 'Введите пароль',
    signing_in_as: 'Вход как {{identifier}}',
    forgot_password: 'Забыли пароль?',
    use_code: 'Войти с кодом подтверждения',
    use_password: 'Войти с паролем',
    password_changed: 'Пароль изменён. Войдите с новым паролем.',
  },
  verification_code: {
    title: 'Введите код подтверждения',
    description: 'Мы отправили код на {{identifier}}. Он действует 10 минут.',
    label: 'Код подтверждения',
    submit: 'Продолжить',
    required: 'Введите полученный код.',
    resend: 'Отправить новый код',
    resend_in: 'Новый код можно запросить через {{seconds}} с.',
    resent: 'Новый код уже в пути.',
    no_account: 'Пока ни одна учётная запись не использует {{identifier}}.',
    create_account: 'Создать с ним учётную запись',
    account_exists: '{{identifier}} уже использует другая учётная запись.',
    sign_in_instead: 'Войти в неё',
    start_again: 'Начать заново',
  },
  registration: {
    code_description: 'Мы отправим код для подтверждения.',
    send_code: 'Отправить код',
    profile_title: 'Завершите создание учётной записи',
    profile_description: 'Чтобы закончить, нужно ещё несколько данных.',
    finish: 'Готово',
  },
  forgot_password: {
    title: 'Сброс пароля',
    description: 'Мы отправим код на эл. почту или телефон вашей учётной записи.',
    send_code: 'Отправить код',
    back_to_sign_in: 'Вернуться ко входу',
    new_password_title: 'Задайте новый пароль',
    new_password: 'Новый пароль',
    confirm_password: 'Подтвердите новый пароль',
    submit: 'Сбросить пароль',
    unavailable: 'Сброс пароля здесь недоступен. Обратитесь в поддержку этого сервиса.',
  },
  password_toggle: {
    show: 'Показать пароль',
    hide: 'Скрыть пароль',
  },
  demo_app: {
    title: 'Предпросмотр',
    description: 'Попробуйте вход этого арендатора с его встроенным демо-приложением.',
    sign_in: 'Войти',
    signed_in_title: 'Вы вошли',
    claims: 'Утверждения (claims) вашего ID-токена',
    sign_out: 'Выйти',
    failed: 'Вход не завершён: {{error}}',
  },
};

import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** The audit logs section: the event list with filters and one event's details. */
export const audit_logs: Console['audit_logs'] = {
  title: 'Журнали аудиту',
  subtitle: 'Входи, видача токенів та інші події, від найновіших.',
  empty: 'Подій ще немає',
  empty_description:
    'Події з’являться тут, щойно користувачі ввійдуть або застосунки запитають токени.',
  no_matches: 'Немає подій, що відповідають цим фільтрам.',
  filter_event: 'Подія',
  filter_event_all: 'Усі події',
  filter_user: 'ID користувача',
  filter_application: 'ID застосунку',
  column_event: 'Подія',
  column_result: 'Результат',
  column_user: 'Користувач',
  column_application: 'Застосунок',
  column_time: 'Час',
  results: {
    Success: 'Успіх',
    Error: 'Помилка',
  },
  events: {
    exchange_token_by_authorization_code: 'Обмін коду авторизації на токен',
    exchange_token_by_refresh_token: 'Отримання токена за токеном оновлення',
    exchange_token_by_client_credentials: 'Отримання токена за обліковими даними клієнта',
    exchange_token_by_token_exchange: 'Отримання токена через обмін токенів',
    exchange_token_by_unknown: 'Отримання токена (невідомий тип надання доступу)',
    interaction_sign_in_submit: 'Вхід',
    interaction_register_submit: 'Реєстрація',
    interaction_forgot_password_submit: 'Скидання пароля',
    interaction_sign_in_mfa_submit: 'Перевірка MFA під час входу',
    interaction_sign_in_identifier_social_submit: 'Вхід через соціальний обліковий запис',
    interaction_sign_in_identifier_single_sign_on_submit: 'Вхід через корпоративний SSO',
    jwt_customizer_run: 'Запуск скрипту налаштування JWT',
    management_api_mutation: 'Зміна через API керування',
  },
  detail: {
    title: 'Подробиці події',
    back: 'Назад до журналів аудиту',
    key: 'Ключ події',
    result: 'Результат',
    user: 'ID користувача',
    application: 'ID застосунку',
    ip: 'IP-адреса',
    user_agent: 'Агент користувача (User-Agent)',
    time: 'Час',
    log_id: 'ID запису журналу',
    error: 'Помилка',
    payload: 'Вміст (JSON)',
    none: '—',
  },
};

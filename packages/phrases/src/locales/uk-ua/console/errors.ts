import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Messages the console shows for failures it detects itself (not the server's messages). */
export const errors: Console['errors'] = {
  page_not_found: 'Сторінку не знайдено',
  page_not_found_description: 'Сторінка, яку ви шукаєте, не існує або була переміщена.',
  back_to_console: 'Повернутися до консолі',
  something_went_wrong: 'Щось пішло не так',
  something_went_wrong_description:
    'Неочікувана помилка зупинила роботу цієї сторінки. Спробуйте ще раз.',
  more_details: 'Докладніше',
  hide_details: 'Приховати подробиці',
  unknown_server_error: 'Сталася невідома помилка сервера.',
  unexpected_error: 'Сталася неочікувана помилка.',
  network_error: 'Не вдається зв’язатися із сервером. Перевірте з’єднання та спробуйте ще раз.',
  request_timeout: 'Запит виконувався надто довго. Спробуйте ще раз.',
  http_status: {
    '400': 'Запит недійсний.',
    '401': 'Ваш сеанс завершився. Увійдіть знову.',
    '403': 'У вас немає дозволу на цю дію.',
    '404': 'Запитаний елемент не знайдено.',
    '409': 'Запит суперечить поточному стану.',
    '413': 'Запит завеликий.',
    '422': 'Не вдалося обробити запит.',
    '429': 'Забагато запитів. Спробуйте пізніше.',
    '500': 'На сервері сталася внутрішня помилка.',
    '502': 'Сервер зараз недоступний.',
    '503': 'Сервіс зараз недоступний.',
  },
  forbidden_title: 'Доступ заборонено',
  config_unavailable: 'Не вдалося завантажити конфігурацію консолі.',
  insecure_context_title: 'Потрібне захищене з’єднання',
  insecure_context:
    'На незахищених сторінках браузер блокує криптографію, потрібну для входу. Відкрийте консоль через HTTPS або з localhost.',
  error_code: 'Помилка: {{code}}',
  first_sidebar_item_not_found: 'Перший елемент бічної панелі не знайдено',
  tenant_id_not_found: 'ID орендаря не знайдено',
  only_default_tenant_supported: 'У версії з відкритим кодом підтримується лише типовий орендар',
};

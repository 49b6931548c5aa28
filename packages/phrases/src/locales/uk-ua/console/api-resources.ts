import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** The API resources section: list, create, permissions, general settings and guides. */
export const api_resources: Console['api_resources'] = {
  title: 'Ресурси API',
  subtitle:
    'Визначте API, які викликають ваші застосунки, і дозволи (області доступу), які вони перевіряють.',
  create: 'Створити ресурс API',
  empty: 'Ресурсів API ще немає',
  empty_description: 'Створіть ресурс, щоб захистити API токенами доступу.',
  search_placeholder: 'Пошук за назвою або ідентифікатором API',
  column_name: 'Назва API',
  column_indicator: 'Ідентифікатор API',
  default_badge: 'Типовий',
  management_api_badge: 'API керування',
  name: 'Назва API',
  name_placeholder: 'Мій API',
  indicator: 'Ідентифікатор API',
  indicator_placeholder: 'https://api.example.com',
  indicator_hint:
    'Унікальний абсолютний URI без фрагмента (#), зазвичай URL вашого API. Він стає твердженням «aud» токенів доступу, і змінити його згодом не можна.',
  indicator_invalid: 'Введіть абсолютний URI без фрагмента (#), наприклад https://api.example.com.',
  created: 'Ресурс API {{name}} створено.',
  delete_message:
    'Застосунки більше не отримуватимуть токени доступу для цього API, а ролі втратять його дозволи. Цю дію не можна скасувати.',
  tabs: {
    permissions: 'Дозволи',
    general: 'Загальне',
  },
  permissions: {
    title: 'Дозволи',
    description:
      'Області доступу, які може містити токен для цього API. Ваш API перевіряє їх під час кожного запиту.',
    add: 'Створити дозвіл',
    edit: 'Змінити дозвіл',
    edit_named: 'Змінити {{name}}',
    delete_named: 'Видалити {{name}}',
    delete_title: 'Видалити дозвіл {{name}}?',
    delete_message: 'Ролі, які його надають, утратять його, і токени більше не міститимуть його.',
    deleted: 'Дозвіл {{name}} видалено.',
    saved: 'Дозвіл {{name}} збережено.',
    name: 'Назва дозволу',
    name_placeholder: 'read:orders',
    name_hint: 'Без пробілів, наприклад read:orders або write:orders.',
    name_no_spaces: 'Назва дозволу не може містити пробілів.',
    description_label: 'Опис',
    description_placeholder: 'Читання всіх замовлень',
    column_name: 'Назва',
    column_description: 'Опис',
    column_created: 'Створено',
    empty: 'Дозволів ще немає',
    read_only: 'Дозволи API керування вбудовані, і змінити їх не можна.',
  },
  general: {
    title: 'Загальне',
    name: 'Назва API',
    indicator: 'Ідентифікатор API',
    token_ttl: 'Термін дії токена доступу (секунди)',
    token_ttl_hint:
      'Скільки часу токен доступу для цього API залишається дійсним. Типово 3600 (одна година).',
    default_api: 'Типовий API',
    default_api_hint:
      'Входи, які не запитують жодного ресурсу, отримують токен доступу для типового API. Типовим може бути лише один API.',
    default_set: '{{name}} тепер типовий API.',
    default_unset: '{{name}} більше не типовий API.',
    read_only:
      'API керування вбудований: його налаштування не можна змінити, а сам його не можна видалити.',
  },
  guides: {
    menu: 'Посібники з інтеграції',
    open: 'Відкрити посібник {{name}}',
    back: 'Назад до {{name}}',
    not_found: 'Такого посібника не існує.',
    express: 'Express (Node.js)',
    python: 'Python (Flask)',
    title: 'Захист {{name}} за допомогою {{framework}}',
    intro:
      'Ваш API приймає запит, якщо його bearer-токен — це JWT, підписаний цим орендарем, виданий для ідентифікатора {{indicator}} і який містить потрібний дозвіл.',
    step_install: 'Установіть бібліотеки',
    step_verify: 'Перевірте токен доступу',
    step_verify_description:
      'Отримайте ключі підпису з кінцевої точки JWKS, а потім перевірте підпис, видавця, аудиторію та термін дії кожного токена.',
    step_scope: 'Перевірте дозволи',
    step_scope_description:
      'Твердження «scope» токена містить надані дозволи, розділені пробілами.',
    step_call: 'Викличте API з токеном',
    step_call_description:
      'Застосунок «машина-машина» отримує токен за допомогою надання доступу за обліковими даними клієнта; замініть ID і секрет на дані застосунку, який має роль із цим дозволом.',
    copy_code: 'Копіювати код {{language}}',
    copied: 'Скопійовано',
    code_label: 'Код {{language}}',
    no_permissions_note: 'Цей API ще не має дозволів; у прикладах використано read:example.',
  },
};

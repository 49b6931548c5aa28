import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Dashboard: user totals of the tenant. */
export const dashboard: Console['dashboard'] = {
  title: 'Панель керування',
  subtitle: 'Скільки людей користується вашими застосунками.',
  total_users: 'Усього користувачів',
  new_users_today: 'Нові користувачі сьогодні',
  new_users_7_days: 'Нові користувачі за останні 7 днів',
  delta_up: 'На {{delta}} більше, ніж за попередній період',
  delta_down: 'На {{delta}} менше, ніж за попередній період',
  delta_none: 'Так само, як за попередній період',
  load_error: 'Не вдалося завантажити статистику.',
  empty: 'Користувачів ще немає. Вони з’являться тут після реєстрації.',
  active_users: {
    title: 'Активні користувачі',
    dau: 'Активні користувачі за день',
    wau: 'Активні користувачі за тиждень',
    mau: 'Активні користувачі за місяць',
    curve_title: 'Активні користувачі за день, останні 30 днів',
    curve_summary: 'З {{from}} по {{to}}: найбільше {{max}}, останнє значення {{latest}}.',
    axis_date: 'Дата',
    axis_users: 'Активні користувачі',
    curve_empty_title: 'За останні 30 днів активних користувачів немає',
    curve_empty_description: 'Графік заповниться, щойно користувачі почнуть входити.',
    load_error: 'Не вдалося завантажити дані про активних користувачів.',
  },
};

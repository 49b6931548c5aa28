import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: 'Багатофакторна автентифікація',
    description: 'Другі фактори, налаштовані цим користувачем.',
    empty: 'Цей користувач не налаштував жодного фактора.',
    load_error: 'Не вдалося завантажити фактори.',
    created: 'Додано {{date}}',
    last_used: 'Востаннє використано {{date}}',
    remaining_codes: 'Залишилося кодів: {{count}}',
    remove_label: 'Вилучити {{factor}}',
    remove_title: 'Вилучити {{factor}}?',
    remove_message:
      'Користувач більше не зможе входити за його допомогою і, можливо, муситиме знову налаштувати фактор.',
    removed: '{{factor}} вилучено.',
    reset_all: 'Скинути всі фактори',
    reset_title: 'Вилучити всі фактори цього користувача?',
    reset_message:
      'Використовуйте, якщо користувач загубив пристрій. Він знову налаштує MFA, якщо цього вимагає політика.',
    reset_done: 'Усі фактори користувача вилучено.',
  },
  lock: {
    locked: 'Заблоковано після забагатьох невдалих спроб входу до {{date}}.',
    unlock: 'Розблокувати',
    unlocked: 'Користувача розблоковано, він знову може увійти.',
  },
};

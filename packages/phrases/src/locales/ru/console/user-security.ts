import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: 'Многофакторная аутентификация',
    description: 'Вторые факторы, настроенные этим пользователем.',
    empty: 'Этот пользователь не настроил ни одного фактора.',
    load_error: 'Не удалось загрузить факторы.',
    created: 'Добавлен {{date}}',
    last_used: 'Последнее использование {{date}}',
    remaining_codes: 'Осталось кодов: {{count}}',
    remove_label: 'Удалить {{factor}}',
    remove_title: 'Удалить {{factor}}?',
    remove_message:
      'Пользователь больше не сможет входить с его помощью, и ему, возможно, придётся снова настроить фактор.',
    removed: '{{factor}} удалён.',
    reset_all: 'Сбросить все факторы',
    reset_title: 'Удалить все факторы этого пользователя?',
    reset_message:
      'Используйте, если пользователь потерял устройство. Он снова настроит MFA, если этого требует политика.',
    reset_done: 'Все факторы пользователя удалены.',
  },
  lock: {
    locked: 'Заблокирован после слишком большого числа неудачных попыток входа до {{date}}.',
    unlock: 'Разблокировать',
    unlocked: 'Пользователь разблокирован и снова может войти.',
  },
};

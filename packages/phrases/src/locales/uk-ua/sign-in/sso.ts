import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'Єдиний вхід',
    notice:
      'Для цієї електронної адреси ввімкнено єдиний вхід. Продовжте через постачальника ідентичності вашої організації.',
    signing_in: 'Виконується вхід через єдиний вхід…',
    failed_title: 'Єдиний вхід не вдався',
    state_mismatch: 'Не вдалося підтвердити цей єдиний вхід. Почніть знову.',
    registration_closed:
      'Жоден обліковий запис ще не використовує цю ідентичність, а реєстрацію закрито.',
    back_to_sign_in: 'Повернутися до входу',
  },
};

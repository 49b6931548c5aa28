import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: 'Продовжити через {{name}}',
    divider: 'або',
    group_label: 'Увійти через інший сервіс',
    signing_in: 'Виконується вхід…',
    link_title: 'Пов’язати обліковий запис',
    link_description:
      'Обліковий запис із {{identifier}} уже існує. Пов’язати з ним вхід через {{name}} і продовжити?',
    link_confirm: 'Пов’язати й продовжити',
    back_to_sign_in: 'Повернутися до входу',
    failed_title: 'Не вдалося увійти',
    state_mismatch: 'Не вдалося підтвердити цей вхід. Почніть спочатку.',
    registration_closed:
      'Цей спосіб входу ще не використовує жоден обліковий запис, а реєстрацію закрито.',
  },
};

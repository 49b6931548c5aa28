import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: 'Продолжить через {{name}}',
    divider: 'или',
    group_label: 'Войти через другой сервис',
    signing_in: 'Выполняется вход…',
    link_title: 'Связать аккаунт',
    link_description:
      'Аккаунт с {{identifier}} уже существует. Связать с ним вход через {{name}} и продолжить?',
    link_confirm: 'Связать и продолжить',
    back_to_sign_in: 'Вернуться ко входу',
    failed_title: 'Не удалось войти',
    state_mismatch: 'Не удалось подтвердить этот вход. Начните заново.',
    registration_closed:
      'Этот способ входа ещё не использует ни один аккаунт, а регистрация закрыта.',
  },
};

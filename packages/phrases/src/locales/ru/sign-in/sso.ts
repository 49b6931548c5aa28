import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'Единый вход',
    notice:
      'Для этого адреса электронной почты включён единый вход. Продолжите через поставщика удостоверений вашей организации.',
    signing_in: 'Выполняется вход через единый вход…',
    failed_title: 'Единый вход не удался',
    state_mismatch: 'Не удалось подтвердить этот единый вход. Начните заново.',
    registration_closed:
      'Ни одна учётная запись ещё не использует эту личность, а регистрация закрыта.',
    back_to_sign_in: 'Вернуться ко входу',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: 'Kontynuuj przez {{name}}',
    divider: 'lub',
    group_label: 'Zaloguj się przez inną usługę',
    signing_in: 'Trwa logowanie…',
    link_title: 'Połącz konto',
    link_description:
      'Konto z {{identifier}} już istnieje. Połączyć z nim logowanie przez {{name}} i kontynuować?',
    link_confirm: 'Połącz i kontynuuj',
    back_to_sign_in: 'Wróć do logowania',
    failed_title: 'Logowanie nie powiodło się',
    state_mismatch: 'Nie udało się potwierdzić tego logowania. Zacznij od nowa.',
    registration_closed:
      'Żadne konto nie używa jeszcze tego logowania, a rejestracja jest zamknięta.',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'Logowanie jednokrotne',
    notice:
      'Dla tego adresu e-mail włączone jest logowanie jednokrotne. Kontynuuj u dostawcy tożsamości swojej organizacji.',
    signing_in: 'Logowanie przez logowanie jednokrotne…',
    failed_title: 'Logowanie jednokrotne nie powiodło się',
    state_mismatch: 'Nie udało się potwierdzić tego logowania jednokrotnego. Zacznij od nowa.',
    registration_closed:
      'Żadne konto nie używa jeszcze tej tożsamości, a rejestracja jest zamknięta.',
    back_to_sign_in: 'Wróć do logowania',
  },
};

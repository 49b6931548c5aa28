import type { LocalePhrases } from '../../../types.ts';

export const pagePhrases: NonNullable<LocalePhrases['sign-in']> = {
  page_title: {
    sign_in: 'Logowanie',
    register: 'Utwórz konto',
    consent: 'Autoryzuj dostęp',
    error: 'Coś poszło nie tak',
    not_found: 'Nie znaleziono strony',
  },
  general: {
    loading: 'Wczytywanie…',
    logo_alt: 'Logotyp',
    terms_of_use: 'Warunki korzystania',
    privacy_policy: 'Polityka prywatności',
    legal_links: 'Informacje prawne',
    requirement_met: 'spełnione',
    requirement_not_met: 'niespełnione',
  },
  sign_in: {
    title: 'Zaloguj się',
    description: 'Zaloguj się, aby kontynuować.',
    username: 'Nazwa użytkownika',
    password: 'Hasło',
    submit: 'Zaloguj się',
    no_account: 'Nie masz jeszcze konta?',
    create_account: 'Utwórz konto',
  },
  register: {
    title: 'Utwórz konto',
    description: 'Wybierz nazwę użytkownika i hasło.',
    username: 'Nazwa użytkownika',
    password: 'Hasło',
    confirm_password: 'Potwierdź hasło',
    submit: 'Utwórz konto',
    have_account: 'Masz już konto?',
    sign_in: 'Zaloguj się',
    closed_title: 'Rejestracja jest zamknięta',
    closed_description: 'Nie można tutaj tworzyć nowych kont. Zaloguj się na istniejące konto.',
    first_admin_title: 'Utwórz konto administratora',
    first_admin_description:
      'To pierwsze konto w tej instalacji Gatehouse: staje się kontem administratora, który loguje się do konsoli i zarządza wszystkim. Wybierz nazwę użytkownika i hasło.',
  },
  consent: {
    title: 'Autoryzuj {{name}}',
    description: '{{name}} prosi o dostęp do Twojego konta.',
    scopes_heading: 'Aplikacja będzie mogła:',
    no_scopes: 'Aplikacja nie prosi o dodatkowe uprawnienia.',
    authorize: 'Autoryzuj',
    load_failed: 'Nie udało się wczytać żądania autoryzacji.',
    organizations_heading: 'Organizacje, do których uzyska dostęp:',
    no_organizations: 'Nie jesteś członkiem żadnej organizacji.',
  },
  error_page: {
    title: 'Coś poszło nie tak',
    description:
      'Nie udało się zrealizować żądania logowania. Wróć do aplikacji i spróbuj ponownie.',
    not_found_title: 'Nie znaleziono strony',
    not_found_description: 'Ta strona nie istnieje.',
    back_to_sign_in: 'Przejdź do logowania',
    experience_unavailable: 'Nie udało się wczytać strony logowania. Spróbuj ponownie później.',
    unknown_application:
      'Ta aplikacja nie jest znana tej usłudze logowania. Wróć do aplikacji i skontaktuj się z jej twórcą, jeśli problem będzie się powtarzał.',
    unregistered_redirect_uri:
      'Aplikacja poprosiła o przekierowanie Cię na adres, którego nie zarejestrowała. Skontaktuj się z twórcą aplikacji.',
  },
  validation: {
    username_required: 'Wprowadź nazwę użytkownika.',
    username_invalid:
      'Nazwa użytkownika zaczyna się od litery lub podkreślenia i zawiera tylko litery, cyfry i podkreślenia.',
    password_required: 'Wprowadź hasło.',
    confirm_password_required: 'Wprowadź hasło ponownie.',
    passwords_mismatch: 'Hasła nie są zgodne.',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const errorPhrases: NonNullable<LocalePhrases['sign-in']> = {
  errors: {
    generic: 'Coś poszło nie tak. Spróbuj ponownie.',
    network: 'Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.',
    session: {
      forgot_password_not_enabled: 'Resetowanie hasła nie jest tu dostępne.',
      not_supported_for_forgot_password: 'Ta czynność nie jest dostępna podczas resetowania hasła.',
      invalid_credentials: 'Nazwa użytkownika lub hasło są nieprawidłowe.',
      registration_disabled: 'Rejestracja jest zamknięta. Zaloguj się na istniejące konto.',
      not_found: 'Sesja logowania wygasła. Wróć do aplikacji i zacznij od nowa.',
      interaction_not_found: 'Sesja logowania wygasła. Wróć do aplikacji i zacznij od nowa.',
      verification_session_not_found: 'Sesja logowania wygasła. Spróbuj ponownie.',
      verification_failed: 'Weryfikacja nie powiodła się. Spróbuj ponownie.',
      verification_blocked_too_many_attempts:
        'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
      identifier_not_found: 'Nazwa użytkownika lub hasło są nieprawidłowe.',
      invalid_interaction_type: 'Ta czynność nie jest dostępna dla bieżącego żądania.',
      invalid_sign_in_method: 'Ta metoda logowania nie jest włączona.',
      identity_conflict: 'To konto jest już powiązane z inną tożsamością.',
      captcha_required: 'Rozwiąż test CAPTCHA.',
      captcha_failed: 'Weryfikacja CAPTCHA nie powiodła się. Spróbuj ponownie.',
      unauthorized: 'Najpierw się zaloguj.',
      mfa: {
        require_mfa_verification: 'Aby się zalogować, wymagana jest dodatkowa weryfikacja.',
      },
    },
    user: {
      email_already_in_use: 'Ten e-mail jest już używany przez inne konto.',
      phone_already_in_use: 'Ten numer telefonu jest już używany przez inne konto.',
      invalid_phone: 'Ten numer telefonu jest nieprawidłowy. Podaj numer kierunkowy kraju.',
      new_password_required_in_profile: 'Ustaw nowe hasło, aby kontynuować.',
      same_password: 'Nowe hasło musi różnić się od obecnego.',
      suspended: 'To konto jest zawieszone.',
      username_already_in_use: 'Ta nazwa użytkownika jest już zajęta.',
      user_not_exist: 'Nazwa użytkownika lub hasło są nieprawidłowe.',
      sign_in_method_not_enabled: 'Ta metoda logowania nie jest włączona.',
      sign_up_method_not_enabled: 'Ta metoda rejestracji nie jest włączona.',
      missing_profile: 'Brakuje niektórych wymaganych informacji o koncie.',
      username_required: 'Nazwa użytkownika jest wymagana.',
      password_required_in_profile: 'Hasło jest wymagane.',
      suggest_mfa: 'Dla tego konta zalecana jest dodatkowa weryfikacja.',
      missing_mfa: 'Dla tego konta należy skonfigurować dodatkową weryfikację.',
      username_starts_with_number: 'Nazwa użytkownika nie może zaczynać się od cyfry.',
      username_invalid_charset_hard: 'Nazwa użytkownika zawiera niedozwolone znaki.',
      username_too_short: 'Nazwa użytkownika jest za krótka.',
      username_too_long: 'Nazwa użytkownika jest za długa.',
      username_uppercase_not_allowed: 'Wielkie litery są niedozwolone w nazwie użytkownika.',
      username_lowercase_not_allowed: 'Małe litery są niedozwolone w nazwie użytkownika.',
      username_numbers_not_allowed: 'Cyfry są niedozwolone w nazwie użytkownika.',
      username_underscore_not_allowed: 'Podkreślenia są niedozwolone w nazwie użytkownika.',
    },
    verification_code: {
      code_mismatch: 'Kod jest nieprawidłowy.',
      expired: 'Kod wygasł. Poproś o nowy.',
      exceed_max_try: 'Zbyt wiele błędnych kodów. Poproś o nowy.',
      not_found: 'Na ten adres nie czeka żaden kod. Poproś o nowy.',
    },
    connector: {
      not_found: 'Nie można teraz wysyłać kodów: ta usługa nie ma skonfigurowanego nadawcy.',
      general: 'Nie udało się wysłać kodu. Spróbuj ponownie.',
    },
    password: {
      rejected: 'Hasło nie spełnia wymagań.',
      expired: 'Twoje hasło wygasło. Zresetuj je, aby kontynuować.',
    },
    password_rejected: {
      too_short: 'Użyj co najmniej {{min}} znaków.',
      too_long: 'Użyj najwyżej {{max}} znaków.',
      unsupported_characters:
        'Używaj tylko liter, cyfr, spacji i symboli dostępnych na standardowej klawiaturze.',
      character_types:
        'Użyj znaków co najmniej {{min}} rodzajów: małe litery, wielkie litery, cyfry, symbole.',
      pwned: 'To hasło pojawiło się w wycieku danych. Wybierz inne.',
      restricted: {
        repetition: 'Unikaj powtarzających się znaków, takich jak „aaa”.',
        sequence: 'Unikaj sekwencji, takich jak „abc”, „123” lub „qwe”.',
        words: 'Unikaj słów związanych z tym produktem.',
        user_info: 'Nie używaj nazwy użytkownika ani innych danych osobowych.',
      },
    },
    guard: {
      invalid_input: 'Niektóre z wprowadzonych informacji są nieprawidłowe.',
    },
    request: {
      general: 'Żądanie nie powiodło się. Spróbuj ponownie.',
      invalid_input: 'Niektóre z wprowadzonych informacji są nieprawidłowe.',
      message_rate_limited: 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
      rate_limited: 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
    },
    oidc: {
      invalid_request: 'Żądanie logowania jest nieprawidłowe. Wróć do aplikacji i zacznij od nowa.',
      session_not_found: 'Sesja logowania wygasła. Wróć do aplikacji i zacznij od nowa.',
      access_denied: 'Odmówiono dostępu.',
      aborted: 'Logowanie zostało anulowane.',
    },
    application: {
      user_consent_scopes_not_found: 'Nie znaleziono żądanych uprawnień.',
    },
    entity: {
      not_exists: 'Żądany element nie istnieje.',
      not_found: 'Żądany element nie istnieje.',
    },
  },
};

import type { LocalePhrases } from '../../../types.ts';

/** The security page: password policy with its checker, captcha, and lockout and blocklists. */
export const security: NonNullable<NonNullable<LocalePhrases['console']>['security']> = {
  title: 'Bezpieczeństwo',
  subtitle: 'Chroń konta: zasady haseł, ochrona przed botami i blokada po nieudanych próbach.',
  load_error: 'Nie udało się wczytać ustawień bezpieczeństwa. Spróbuj ponownie później.',
  tabs_label: 'Ustawienia bezpieczeństwa',
  tabs: {
    'password-policy': 'Zasady haseł',
    captcha: 'CAPTCHA',
    general: 'Ogólne',
  },
  password_policy: {
    length_title: 'Długość hasła',
    min_length: 'Minimalna długość',
    max_length: 'Maksymalna długość',
    min_not_above_max: 'Minimalna długość nie może przekraczać maksymalnej.',
    character_types_title: 'Rodzaje znaków',
    character_types: 'Wymagane rodzaje znaków',
    character_types_description:
      'Ile spośród małych liter, wielkich liter, cyfr i symboli zawiera hasło.',
    character_types_option: 'Co najmniej {{count}} z 4',
    rejects_title: 'Odrzucane hasła',
    pwned: 'Odrzucaj hasła znalezione w znanych wyciekach danych',
    repetition_and_sequence: 'Odrzucaj powtarzające się lub kolejne znaki (np. „aaa” lub „1234”)',
    user_info:
      'Odrzucaj dane samego użytkownika (imię i nazwisko, nazwa użytkownika, e-mail, telefon)',
    words: 'Własne słowa',
    words_description:
      'Hasła złożone głównie z tych słów są odrzucane. Naciśnij Enter po każdym z nich.',
    checker_title: 'Wypróbuj zasady',
    checker_description:
      'Wpisz przykładowe hasło, aby zobaczyć, które reguły narusza. Nie jest ono wysyłane.',
    checker_input: 'Przykładowe hasło',
    checker_ok: 'To hasło spełnia wszystkie sprawdzane tu reguły.',
    checker_pwned_note: 'Sprawdzenie wycieków odbywa się na serwerze podczas ustawiania hasła.',
    checker_breaks: 'Reguły naruszane przez to hasło:',
    rules: {
      too_short: 'Krótsze niż {{min}} znaków',
      too_long: 'Dłuższe niż {{max}} znaków',
      unsupported_characters: 'Zawiera znaki inne niż litery, cyfry i symbole',
      character_types: 'Mniej niż {{min}} rodzaje znaków',
      pwned: 'Znalezione w wycieku danych',
      'restricted.repetition': 'Składa się głównie z powtarzających się znaków',
      'restricted.sequence': 'Składa się głównie z kolejnych znaków',
      'restricted.words': 'Składa się głównie z własnych słów',
      'restricted.user_info': 'Składa się głównie z danych samego użytkownika',
    },
  },
  captcha: {
    title: 'CAPTCHA',
    description: 'Wymagaj CAPTCHA przy logowaniu i rejestracji, weryfikowanej przez serwer.',
    enabled: 'Wymagaj CAPTCHA',
    enabled_description:
      'Użytkownicy rozwiązują zadanie dostawcy przed zalogowaniem się lub rejestracją.',
    needs_provider: 'Skonfiguruj dostawcę CAPTCHA, zanim zaczniesz jej wymagać.',
    provider_title: 'Dostawca CAPTCHA',
    no_provider: 'Nie skonfigurowano jeszcze żadnego dostawcy CAPTCHA. Wybierz jednego:',
    choose: 'Skonfiguruj {{name}}',
    configured: 'Skonfigurowany dostawca',
    site_key: 'Klucz witryny',
    secret_key: 'Klucz tajny',
    project_id: 'Identyfikator projektu',
    domain: 'Domena',
    domain_description: 'Opcjonalnie, np. www.recaptcha.net tam, gdzie google.com jest blokowane.',
    mode: 'Tryb',
    modes: { checkbox: 'Pole wyboru', invisible: 'Niewidoczny' },
    view_details: 'Szczegóły',
    guide_title: 'Skonfiguruj {{name}}',
    guide_intro: 'Utwórz klucze u dostawcy, a następnie wpisz je tutaj.',
    guide_steps: {
      Turnstile: {
        step_1: 'W panelu Cloudflare otwórz Turnstile i dodaj widżet.',
        step_2: 'Dodaj domenę swojej strony logowania jako dozwoloną nazwę hosta.',
        step_3: 'Skopiuj klucz witryny i klucz tajny do formularza poniżej.',
      },
      RecaptchaEnterprise: {
        step_1: 'W Google Cloud włącz interfejs reCAPTCHA Enterprise API dla projektu.',
        step_2: 'Utwórz klucz witryny dla domeny swojej strony logowania i skopiuj go.',
        step_3:
          'Utwórz klucz API z uprawnieniem do wywoływania reCAPTCHA Enterprise; to jest klucz tajny.',
        step_4: 'Wpisz poniżej klucze i identyfikator projektu.',
      },
    },
    save_provider: 'Zapisz dostawcę',
    saved_provider: 'Dostawca CAPTCHA został zapisany.',
    details_title: 'Szczegóły dostawcy CAPTCHA',
    delete_provider: 'Usuń dostawcę',
    delete_title: 'Usunąć dostawcę CAPTCHA?',
    delete_message: 'CAPTCHA nie będzie już wymagana przy logowaniu i rejestracji.',
    deleted: 'Dostawca CAPTCHA został usunięty.',
    not_available:
      'Serwer nie oferuje jeszcze dostawców CAPTCHA, więc nie można tu żadnego skonfigurować.',
    back: 'Wróć do CAPTCHA',
  },
  general: {
    lockout_title: 'Blokada po nieudanych próbach',
    lockout_description:
      'Po tylu nieudanych próbach podania hasła lub kodu dla jednego identyfikatora w ciągu godziny zostaje on zablokowany.',
    max_attempts: 'Maksymalna liczba nieudanych prób',
    lockout_duration: 'Czas blokady (minuty)',
    blocklist_title: 'Lista blokowanych adresów e-mail',
    blocklist_description:
      'Odrzucaj niektóre adresy e-mail przy rejestracji i podczas dodawania adresu.',
    block_subaddressing: 'Blokuj subadresowanie (np. imie+tag@example.com)',
    custom_blocklist: 'Zablokowane adresy i domeny',
    custom_blocklist_description:
      'Adres (imie@example.com) lub domena (@example.com). Naciśnij Enter po każdym wpisie.',
  },
};

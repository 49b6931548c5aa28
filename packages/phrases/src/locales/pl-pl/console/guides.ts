import type { LocalePhrases } from '../../../types.ts';

export const guides: NonNullable<NonNullable<LocalePhrases['console']>['guides']> = {
  page_title: 'Integracja: {{guide}}',
  subtitle:
    'Krok po kroku skonfiguruj logowanie użytkowników do „{{application}}”. Przykłady zawierają już rzeczywiste wartości tej aplikacji: skopiuj je bez zmian.',
  subtitle_m2m:
    'Pozwól aplikacji „{{application}}” wywoływać Twoje API przy użyciu własnych danych uwierzytelniających, krok po kroku. Przykłady zawierają już prawdziwe wartości tej aplikacji: skopiuj je bez zmian.',
  picker_label: 'Framework lub język',
  package: 'Pakiet: {{package}}',
  back_to_application: 'Wróć do aplikacji',
  finish: 'Gotowe, przejdź do ustawień',
  not_found: 'Nie ma takiego przewodnika dla tego typu aplikacji.',
  step_label: 'Krok {{number}}',
  code_label: 'Przykładowy kod, {{language}}',
  code_file: 'Plik {{file}}',
  copy: 'Kopiuj',
  copy_code: 'Kopiuj kod pliku {{file}}',
  copy_snippet: 'Kopiuj przykładowy kod',
  copied: 'Skopiowano',
  missing_secret:
    'Ta aplikacja nie ma jeszcze prawidłowego sekretu, więc przykłady zawierają symbol zastępczy. Utwórz sekret na karcie ustawień, a potem wróć tutaj.',
  uris: {
    redirect_uri: 'URI przekierowania',
    post_logout_redirect_uri: 'URI przekierowania po wylogowaniu',
    registered: 'Zarejestrowany',
    not_registered: 'Jeszcze niezarejestrowany',
    add: 'Dodaj {{uri}} do aplikacji',
    add_short: 'Dodaj',
    added: 'Dodano {{uri}} do aplikacji.',
  },
  resource: {
    label: 'Wywoływany zasób API',
    description: 'Token dostępu jest wystawiany dla tego zasobu API.',
    none: 'Nie ma jeszcze zasobów API. Najpierw utwórz zasób w sekcji Zasoby API.',
  },
  steps: {
    install: {
      title: 'Zainstaluj SDK',
      description: 'Dodaj do projektu {{package}} oraz pakiety używane w przykładzie.',
    },
    configure_uris: {
      title: 'Zarejestruj URI przekierowania',
      description:
        'Po zalogowaniu użytkownicy wracają pod URI przekierowania, a po wylogowaniu — pod URI przekierowania po wylogowaniu. Oba muszą być zarejestrowane dokładnie w takiej postaci, w jakiej wysyła je aplikacja.',
    },
    init_client: {
      title: 'Skonfiguruj klienta',
      description:
        'Przechowuj sekret wyłącznie na serwerze. Poniższy sekret plików cookie został wygenerowany w przeglądarce na potrzeby tej strony; nada się dowolna długa, losowa wartość.',
    },
    provider: {
      title: 'Umieść aplikację w providerze',
      description:
        'Provider przechowuje stan logowania; router obsługuje stronę wywołania zwrotnego pod ścieżką URI przekierowania.',
    },
    callback: {
      title: 'Obsłuż wywołanie zwrotne logowania',
      description:
        'Ta strona wymienia kod autoryzacji na tokeny, a następnie przekierowuje użytkownika na stronę główną.',
    },
    sign_in_out: {
      title: 'Logowanie i wylogowanie',
      description:
        'Rozpocznij logowanie z URI przekierowania, a wylogowanie z URI przekierowania po wylogowaniu; oświadczenia tokenu ID pokazują, kto się zalogował.',
    },
    user_info: {
      title: 'Odczytaj dane użytkownika',
      description: 'Oświadczenia tokenu ID opisują zalogowanego użytkownika.',
    },
    session: {
      title: 'Zachowaj sesję',
      description: 'SDK przechowuje swoje tokeny w sesji każdego odwiedzającego.',
    },
    routes: {
      title: 'Dodaj trasy logowania',
      description:
        'Te trasy rozpoczynają logowanie, obsługują wywołanie zwrotne, wylogowują i pokazują zalogowanego użytkownika. Sekret i sekret plików cookie pozostają na serwerze.',
    },
    protect_routes: {
      title: 'Chroń trasy',
      description: 'Kieruj niezalogowanych odwiedzających najpierw na trasę logowania.',
    },
    native_scheme: {
      title: 'Zarejestruj schemat URL',
      description:
        'Aplikacja musi otwierać się dla schematu swojego URI przekierowania, aby przeglądarka mogła przekazać jej wynik.',
    },
    assign_roles: {
      title: 'Nadaj aplikacji uprawnienia',
      description:
        'Aplikacja maszyna–maszyna otrzymuje uprawnienia przypisanych jej ról maszyna–maszyna. Przypisz role na karcie ról tej aplikacji.',
    },
    token_curl: {
      title: 'Uzyskaj token dostępu',
      description:
        'Wyślij żądanie do punktu końcowego tokenów z grantem client credentials. Identyfikator aplikacji i sekret uwierzytelniają się przez HTTP Basic.',
    },
    token_node: {
      title: 'Uzyskaj token z Node.js',
      description:
        'To samo żądanie z użyciem openid-client, który odczytuje punkty końcowe z dokumentu discovery.',
    },
    call_api: {
      title: 'Wywołaj API',
      description:
        'Wyślij token dostępu jako token typu Bearer. Wygasa on po upływie czasu życia ustawionego dla zasobu API.',
    },
    checkpoint: {
      title: 'Wypróbuj',
      description:
        'Uruchom aplikację i zaloguj się — powinny pojawić się oświadczenia Twojego użytkownika; po wylogowaniu wrócisz do aplikacji jako niezalogowany.',
    },
  },
};

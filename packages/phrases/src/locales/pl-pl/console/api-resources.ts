import type { LocalePhrases } from '../../../types.ts';

export const api_resources: NonNullable<NonNullable<LocalePhrases['console']>['api_resources']> = {
  title: 'Zasoby API',
  subtitle:
    'Zdefiniuj API wywoływane przez Twoje aplikacje oraz sprawdzane przez nie uprawnienia (zakresy).',
  create: 'Utwórz zasób API',
  empty: 'Nie ma jeszcze zasobów API',
  empty_description: 'Utwórz zasób, aby chronić API za pomocą tokenów dostępu.',
  search_placeholder: 'Szukaj po nazwie lub identyfikatorze API',
  column_name: 'Nazwa API',
  column_indicator: 'Identyfikator API',
  default_badge: 'Domyślne',
  management_api_badge: 'API zarządzania',
  name: 'Nazwa API',
  name_placeholder: 'Moje API',
  indicator: 'Identyfikator API',
  indicator_placeholder: 'https://api.example.com',
  indicator_hint:
    'Unikalny bezwzględny URI bez fragmentu (#), zwykle adres URL Twojego API. Staje się oświadczeniem „aud” tokenów dostępu i nie można go później zmienić.',
  indicator_invalid: 'Wpisz bezwzględny URI bez fragmentu (#), np. https://api.example.com.',
  created: 'Utworzono zasób API {{name}}.',
  delete_message:
    'Aplikacje nie będą już otrzymywać tokenów dostępu do tego API, a role utracą jego uprawnienia. Tej operacji nie można cofnąć.',
  tabs: {
    permissions: 'Uprawnienia',
    general: 'Ogólne',
  },
  permissions: {
    title: 'Uprawnienia',
    description:
      'Zakresy, które może zawierać token dla tego API. Twoje API sprawdza je przy każdym żądaniu.',
    add: 'Utwórz uprawnienie',
    edit: 'Edytuj uprawnienie',
    edit_named: 'Edytuj {{name}}',
    delete_named: 'Usuń {{name}}',
    delete_title: 'Usunąć uprawnienie {{name}}?',
    delete_message: 'Role, które je nadają, utracą je, a tokeny przestaną je zawierać.',
    deleted: 'Usunięto uprawnienie {{name}}.',
    saved: 'Zapisano uprawnienie {{name}}.',
    name: 'Nazwa uprawnienia',
    name_placeholder: 'read:orders',
    name_hint: 'Bez spacji, np. read:orders lub write:orders.',
    name_no_spaces: 'Nazwy uprawnień nie mogą zawierać spacji.',
    description_label: 'Opis',
    description_placeholder: 'Odczyt wszystkich zamówień',
    column_name: 'Nazwa',
    column_description: 'Opis',
    column_created: 'Utworzono',
    empty: 'Nie ma jeszcze uprawnień',
    read_only: 'Uprawnienia API zarządzania są wbudowane i nie można ich zmienić.',
  },
  general: {
    title: 'Ogólne',
    name: 'Nazwa API',
    indicator: 'Identyfikator API',
    token_ttl: 'Wygaśnięcie tokenu dostępu (sekundy)',
    token_ttl_hint:
      'Jak długo token dostępu do tego API pozostaje ważny. Domyślnie 3600 (jedna godzina).',
    default_api: 'Domyślne API',
    default_api_hint:
      'Logowania, które nie wskazują zasobu, otrzymują token dostępu do domyślnego API. Tylko jedno API może być domyślne.',
    default_set: '{{name}} jest teraz domyślnym API.',
    default_unset: '{{name}} nie jest już domyślnym API.',
    read_only: 'API zarządzania jest wbudowane: nie można zmienić jego ustawień ani go usunąć.',
  },
  guides: {
    menu: 'Przewodniki integracji',
    open: 'Otwórz przewodnik {{name}}',
    back: 'Wróć do {{name}}',
    not_found: 'Ten przewodnik nie istnieje.',
    express: 'Express (Node.js)',
    python: 'Python (Flask)',
    title: 'Chroń {{name}} za pomocą {{framework}}',
    intro:
      'Twoje API akceptuje żądanie, gdy jego token typu Bearer jest tokenem JWT podpisanym przez tę dzierżawę, wystawionym dla identyfikatora {{indicator}} i zawierającym wymagane uprawnienie.',
    step_install: 'Zainstaluj biblioteki',
    step_verify: 'Zweryfikuj token dostępu',
    step_verify_description:
      'Pobierz klucze podpisywania z punktu końcowego JWKS, a następnie sprawdź podpis, wystawcę, odbiorcę (audience) i termin ważności każdego tokenu.',
    step_scope: 'Sprawdź uprawnienia',
    step_scope_description:
      'Oświadczenie „scope” tokenu zawiera przyznane uprawnienia rozdzielone spacjami.',
    step_call: 'Wywołaj API z tokenem',
    step_call_description:
      'Aplikacja maszyna–maszyna uzyskuje token za pomocą grantu client credentials; zastąp identyfikator i sekret danymi aplikacji, która ma rolę nadającą to uprawnienie.',
    copy_code: 'Kopiuj kod {{language}}',
    copied: 'Skopiowano',
    code_label: 'Kod {{language}}',
    no_permissions_note: 'To API nie ma jeszcze uprawnień; przykłady używają read:example.',
  },
};

import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'Nie udało się wczytać ustawień SAML.',
  create: {
    button: 'Utwórz aplikację SAML',
    title: 'Utwórz aplikację SAML',
    description:
      'Gatehouse loguje użytkowników do aplikacji obsługującej SAML 2.0: nazwij ją tutaj, a potem wpisz jej adres URL ACS i identyfikator encji w ustawieniach.',
  },
  tabs: {
    attribute_mapping: 'Mapowanie atrybutów',
  },
  settings: {
    general: 'Ogólne',
    name: 'Nazwa aplikacji',
    description: 'Opis',
    sp_title: 'Dostawca usług',
    sp_description: 'Dokąd trafia podpisana odpowiedź SAML i dla kogo jest przeznaczona.',
    acs_url: 'URL usługi odbioru asercji (ACS)',
    acs_url_description: 'Adres dostawcy usług, który odbiera odpowiedź SAML.',
    acs_binding: 'Wiązanie',
    acs_binding_description: 'Jak odpowiedź trafia na URL ACS.',
    entity_id: 'ID encji dostawcy usług',
    entity_id_description: 'Odbiorca asercji, najwyżej 128 znaków.',
    name_id_format: 'Format NameID',
    name_id_format_description: 'Jak użytkownik jest oznaczony w podmiocie asercji.',
    encryption_title: 'Szyfrowanie',
    encryption_description: 'Szyfruj asercję certyfikatem dostawcy usług.',
    encrypt_assertion: 'Szyfruj asercję',
    encrypt_then_sign: 'Najpierw szyfruj, potem podpisz',
    encrypt_then_sign_description: 'Podpisuj zaszyfrowaną asercję zamiast szyfrować podpisaną.',
    encryption_certificate: 'Certyfikat dostawcy usług',
    encryption_certificate_description: 'Certyfikat PEM, którego klucz publiczny szyfruje asercję.',
  },
  name_id_formats: {
    persistent: 'Trwały (ID użytkownika)',
    email_address: 'Adres e-mail',
    transient: 'Przejściowy (nowy przy każdym logowaniu)',
    unspecified: 'Nieokreślony',
  },
  idp: {
    title: 'Metadane dostawcy tożsamości',
    description:
      'Przekaż dostawcy usług nasze metadane albo URL logowania jednokrotnego i aktywny certyfikat.',
    metadata_url: 'URL metadanych IdP',
    sso_url: 'URL logowania jednokrotnego',
    download_metadata: 'Pobierz metadane',
  },
  certificates: {
    title: 'Certyfikaty podpisu',
    description:
      'Odpowiedzi SAML są podpisywane aktywnym certyfikatem. Dodaj nowy przed wygaśnięciem starego, a potem go aktywuj.',
    create: 'Dodaj certyfikat',
    create_title: 'Dodaj certyfikat podpisu',
    create_submit: 'Dodaj',
    life_span: 'Ważność (lata)',
    created: 'Dodano certyfikat.',
    empty:
      'Nie ma jeszcze certyfikatów. Dodaj jeden: bez aktywnego certyfikatu nie można podpisywać odpowiedzi.',
    load_error: 'Nie udało się wczytać certyfikatów.',
    fingerprint: 'Odcisk SHA-256',
    status: 'Stan',
    active: 'Aktywny',
    inactive: 'Nieaktywny',
    expires_at: 'Wygasa',
    expired: 'Wygasł',
    download: 'Pobierz',
    activate: 'Aktywuj',
    activated: 'Aktywowano certyfikat.',
    delete_label: 'Usuń certyfikat {{fingerprint}}',
    delete_title: 'Usunąć ten certyfikat?',
    delete_message: 'Dostawcy usług, którzy nadal mu ufają, odrzucą podpisane nim odpowiedzi.',
    deleted: 'Usunięto certyfikat.',
  },
  attributes: {
    title: 'Mapowanie atrybutów',
    description:
      'Dane użytkownika wysyłane w asercji SAML i nazwa atrybutu, pod którą wysyłane jest każde z nich.',
    add: 'Dodaj atrybut',
    empty: 'Brak zmapowanych atrybutów',
    empty_description: 'Dopóki nie zmapujesz danych, wysyłany jest tylko NameID.',
    user_claim: 'Dane użytkownika',
    saml_attribute: 'Nazwa atrybutu SAML',
    user_claim_of: 'Dane użytkownika w wierszu {{index}}',
    saml_attribute_of: 'Nazwa atrybutu SAML w wierszu {{index}}',
    remove: 'Usuń {{name}}',
  },
  errors: {
    invalid_url: 'Wpisz prawidłowy URL http lub https.',
    certificate_required: 'Do szyfrowania asercji potrzebny jest certyfikat.',
    duplicated_attribute: 'Każde dane można zmapować tylko raz.',
  },
};

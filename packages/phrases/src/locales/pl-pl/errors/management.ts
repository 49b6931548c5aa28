import type { LocalePhrases } from '../../../types.ts';

export const role: NonNullable<NonNullable<LocalePhrases['errors']>['role']> = {
  name_in_use: 'Nazwa roli {{name}} jest już używana.',
  scope_exists: 'Uprawnienie o identyfikatorze {{scopeId}} zostało już dodane do tej roli.',
  user_exists: 'Użytkownik o identyfikatorze {{userId}} został już dodany do tej roli.',
  application_exists:
    'Aplikacja o identyfikatorze {{applicationId}} została już dodana do tej roli.',
  default_role_missing: 'Niektóre z domyślnych nazw ról nie istnieją.',
  management_api_scopes_not_assignable_to_user_role:
    'Uprawnień API zarządzania nie można przypisać do roli użytkownika.',
  internal_role_violation:
    'Być może próbujesz zmienić lub usunąć rolę wewnętrzną, co jest niedozwolone.',
};

export const scope: NonNullable<NonNullable<LocalePhrases['errors']>['scope']> = {
  name_exists: 'Uprawnienie o tej nazwie już istnieje.',
  name_with_space: 'Nazwa uprawnienia nie może zawierać spacji.',
};

export const resource: NonNullable<NonNullable<LocalePhrases['errors']>['resource']> = {
  resource_identifier_in_use: 'Identyfikator API {{indicator}} jest już używany.',
  cannot_delete_management_api: 'Nie można usunąć API zarządzania.',
  cannot_modify_management_api: 'Nie można modyfikować API zarządzania.',
};

export const application: NonNullable<NonNullable<LocalePhrases['errors']>['application']> = {
  secret_name_exists: 'Sekret o tej nazwie już istnieje.',
  invalid_type: 'Ten typ aplikacji jest tutaj niedozwolony.',
  invalid_role_type: 'Roli tego typu nie można przypisać do aplikacji maszyna–maszyna.',
  invalid_third_party_application_type:
    'Jako aplikacje innych firm można oznaczyć tylko tradycyjne aplikacje webowe, jednostronicowe i natywne.',
  third_party_application_only: 'Ta funkcja jest dostępna tylko dla aplikacji innych firm.',
  third_party_application_cannot_enable_token_exchange:
    'W aplikacjach innych firm nie można włączyć wymiany tokenów (token exchange).',
  user_consent_scopes_not_found: 'Niektóre zakresy zgody użytkownika nie istnieją.',
  consent_management_api_scopes_not_allowed:
    'Nie można prosić użytkowników o uprawnienia API zarządzania.',
  device_flow_native_only:
    'Przepływ urządzenia (device flow) jest dostępny tylko dla aplikacji natywnych.',
  device_flow_not_changeable:
    'Ustawienia przepływu urządzenia nie można zmienić po utworzeniu aplikacji.',
  protected_application_only: 'Ta funkcja jest dostępna tylko dla aplikacji chronionych.',
  no_legacy_secret_found: 'Aplikacja nie ma starszego sekretu do usunięcia.',
  saml: {
    use_saml_app_api: 'Dla aplikacji SAML użyj API aplikacji SAML (`/api/saml-applications`).',
    saml_application_only: 'To API jest dostępne tylko dla aplikacji SAML.',
    acs_url_binding_not_supported:
      'Dla adresu URL ACS obsługiwane jest tylko powiązanie HTTP-POST.',
    acs_url_scheme_not_supported: 'Adres URL ACS musi używać http lub https.',
    acs_url_required: 'Adres URL ACS dostawcy usług nie jest skonfigurowany.',
    entity_id_required: 'Identyfikator encji dostawcy usług nie jest skonfigurowany.',
    can_not_delete_active_secret: 'Nie można usunąć aktywnego certyfikatu podpisu.',
    no_active_secret: 'Aplikacja SAML nie ma aktywnego certyfikatu podpisu.',
    invalid_certificate_pem_format: 'Certyfikat nie jest prawidłowym certyfikatem PEM.',
    certificate_required: 'Do szyfrowania asercji wymagany jest certyfikat.',
    invalid_saml_request: 'Żądanie uwierzytelnienia SAML jest nieprawidłowe.',
    auth_request_issuer_not_match:
      'Wystawca żądania uwierzytelnienia nie zgadza się z identyfikatorem encji aplikacji.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'Nie znaleziono sesji logowania SAML w plikach cookie.',
    sp_initiated_saml_sso_session_not_found:
      'Nie znaleziono sesji logowania SAML lub sesja wygasła.',
    state_mismatch: 'Stan odpowiedzi autoryzacji nie zgadza się z sesją logowania SAML.',
    missing_email_address: 'Użytkownik nie ma adresu e-mail, którego wymaga format NameID.',
    email_address_unverified: 'Adres e-mail użytkownika nie jest zweryfikowany.',
  },
};

export const log: NonNullable<NonNullable<LocalePhrases['errors']>['log']> = {
  invalid_time_window:
    'Przedział czasu jest nieprawidłowy: początek musi być wcześniejszy niż koniec.',
  invalid_type: 'Typ dziennika jest nieprawidłowy.',
};

import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: 'Publiczne domeny e-mail są niedozwolone.',
  duplicated_domains: 'Niektóre domeny się powtarzają.',
  invalid_domain_format: 'Nieprawidłowy format domeny.',
  duplicate_connector_name: 'Nazwa łącznika już istnieje. Wybierz inną nazwę.',
  idp_initiated_authentication_not_supported:
    'Uwierzytelnianie inicjowane przez IdP jest obsługiwane tylko dla łączników SAML.',
  idp_initiated_authentication_invalid_application_type:
    'Nieprawidłowy typ aplikacji. Dozwolone są tylko aplikacje {{type}}.',
  idp_initiated_authentication_redirect_uri_not_registered:
    'Adres URI przekierowania nie jest zarejestrowany. Sprawdź ustawienia aplikacji.',
  idp_initiated_authentication_client_callback_uri_not_found:
    'Nie znaleziono adresu URI wywołania zwrotnego klienta dla uwierzytelniania inicjowanego przez IdP. Sprawdź ustawienia łącznika.',
  can_not_delete_active_signing_key: 'Nie można usunąć aktywnego klucza podpisu.',
  can_not_deactivate_signing_key_in_use:
    'Klucz podpisu jest używany i nie można go dezaktywować. Najpierw aktywuj inny klucz.',
  active_signing_key_required:
    'Łącznik potrzebuje aktywnego klucza podpisu, aby podpisywać żądania.',
  sso_signing_unavailable: 'Nie udało się podpisać żądania SAML.',
};

export const connector = {
  authorization_failed: 'Dostawca nie autoryzował logowania.',
  social_auth_code_invalid: 'Dostawca odrzucił kod autoryzacji. Zaloguj się ponownie.',
  social_invalid_access_token: 'Dostawca odrzucił token dostępu.',
  social_invalid_id_token: 'Token ID od dostawcy jest nieprawidłowy.',
  general: 'Konektor zawiódł: {{message}}',
  not_found: 'Nie znaleziono włączonego konektora {{type}}.',
  not_found_with_connector_id: 'Nie ma fabryki konektorów o identyfikatorze {{connectorId}}.',
  not_implemented: 'Konektor jeszcze tego nie potrafi.',
  invalid_metadata: 'Metadane konektora są nieprawidłowe.',
  invalid_config_guard: 'Konfiguracja konektora jest nieprawidłowa.',
  invalid_config: 'Konfiguracja konektora jest niepełna lub błędna.',
  unexpected_type: 'Tego typu konektora nie można tu użyć.',
  invalid_request_parameters: 'Żądanie do konektora ma błędne parametry.',
  insufficient_request_parameters: 'W żądaniu do konektora brakuje parametrów.',
  invalid_response: 'Dostawca konektora odpowiedział błędem.',
  template_not_found: 'Nie znaleziono szablonu wiadomości do tego celu.',
  rate_limit_exceeded: 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie później.',
  multiple_instances_not_supported: 'Ten konektor można dodać tylko raz.',
  invalid_type_for_syncing_profile:
    'Tylko konektory społecznościowe mogą synchronizować profile użytkowników.',
  should_specify_target: 'Konektor standardowy potrzebuje celu w swoich metadanych.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'Metadanych niestandardowego konektora nie można nadpisać.',
  multiple_target_with_same_platform:
    'Dwa konektory społecznościowe nie mogą dzielić celu na tej samej platformie.',
  token_storage_not_supported: 'Ten konektor nie może przechowywać tokenów.',
  email_connector: {
    bulk_deletion_no_filter: 'Usunięcie szablonów e-mail wymaga podania języka lub typu szablonu.',
  },
};

export const verification_code = {
  phone_email_empty: 'Numer telefonu i adres e-mail są puste.',
  not_found: 'Nie znaleziono kodu weryfikacyjnego. Najpierw wyślij nowy.',
  phone_mismatch: 'Numer telefonu nie zgadza się z tym, na który wysłano kod.',
  email_mismatch: 'Adres e-mail nie zgadza się z tym, na który wysłano kod.',
  code_mismatch: 'Kod weryfikacyjny jest błędny.',
  expired: 'Kod weryfikacyjny wygasł. Wyślij nowy.',
  exceed_max_try: 'Zbyt wiele błędnych prób. Wyślij nowy kod weryfikacyjny.',
};

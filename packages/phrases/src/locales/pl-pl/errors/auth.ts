import type { LocalePhrases } from '../../../types.ts';

export const auth: NonNullable<NonNullable<LocalePhrases['errors']>['auth']> = {
  authorization_header_missing: 'Brak nagłówka Authorization.',
  authorization_token_type_not_supported:
    'Ten typ autoryzacji nie jest obsługiwany; użyj tokenu Bearer.',
  unauthorized: 'Brak autoryzacji. Sprawdź poświadczenia i ich zakres.',
  forbidden: 'Brak dostępu. Sprawdź swoje role i uprawnienia.',
  expected_role_not_found: 'Nie znaleziono oczekiwanej roli. Sprawdź swoje role i uprawnienia.',
  jwt_sub_missing: 'Token nie zawiera oświadczenia `sub`.',
  third_party_application_forbidden: 'Aplikacje innych firm nie mogą wykonać tej operacji.',
  require_re_authentication: 'Zaloguj się ponownie, aby kontynuować.',
  exceed_token_limit: 'Osiągnięto limit tokenów dla tej dzierżawy.',
};

import type { LocalePhrases } from '../../../types.ts';
import { sessionMfa } from './session-mfa.ts';

export const session: NonNullable<NonNullable<LocalePhrases['errors']>['session']> = {
  verification_failed: 'Weryfikacja nie powiodła się. Spróbuj ponownie.',
  connector_id_mismatch: 'Konektor nie zgadza się z tym, którym rozpoczęto tę weryfikację.',
  identity_conflict: 'Konto jest już połączone z inną tożsamością tego dostawcy.',
  not_found: 'Nie znaleziono sesji logowania. Wróć i rozpocznij logowanie od nowa.',
  invalid_credentials: 'Konto lub hasło jest nieprawidłowe.',
  registration_disabled: 'Rejestracja jest zamknięta. Poproś administratora o utworzenie konta.',
  sign_in_disabled: 'Logowanie nie jest jeszcze dostępne. Najpierw utwórz konto.',
  invalid_interaction_type: 'Ta czynność jest niedozwolona na bieżącym etapie.',
  identifier_not_found: 'Nie znaleziono identyfikatora użytkownika. Wróć i zaloguj się ponownie.',
  verification_session_not_found: 'Nie znaleziono weryfikacji. Spróbuj ponownie.',
  forgot_password_not_enabled: 'Resetowanie hasła nie jest włączone.',
  insufficient_info: 'Brakuje niektórych informacji.',
  interaction_not_found: 'Nie znaleziono sesji logowania. Wróć i rozpocznij logowanie od nowa.',
  verification_blocked_too_many_attempts:
    'Zbyt wiele nieudanych prób dla tego konta. Odczekaj chwilę i spróbuj ponownie.',
  not_supported_for_forgot_password: 'Ta opcja nie jest dostępna podczas resetowania hasła.',
  captcha_required: 'Rozwiąż captcha.',
  captcha_failed: 'Nie udało się zweryfikować captcha. Spróbuj ponownie.',
  sso_enabled:
    'Ten adres e-mail loguje się przez logowanie jednokrotne. Kontynuuj u dostawcy tożsamości swojej organizacji.',
  mfa: sessionMfa,
};

import type { LocalePhrases } from '../../../types.ts';

export const session: NonNullable<NonNullable<LocalePhrases['errors']>['session']> = {
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
};

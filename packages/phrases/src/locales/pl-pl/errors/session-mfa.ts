import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'Kod jest nieprawidłowy lub został już użyty.',
  invalid_backup_code: 'Kod zapasowy jest nieprawidłowy lub został już użyty.',
  webauthn_verification_failed:
    'Nie udało się zweryfikować klucza bezpieczeństwa ani klucza dostępu.',
  webauthn_verification_not_found:
    'Nie znaleziono klucza bezpieczeństwa ani klucza dostępu dla tego konta.',
  pending_info_not_found: 'Nie znaleziono metody weryfikacji do skonfigurowania. Zacznij od nowa.',
  mfa_factor_not_enabled: 'Ta metoda weryfikacji nie jest włączona.',
  require_mfa_verification: 'Aby kontynuować, zweryfikuj się drugim składnikiem.',
  mfa_policy_not_user_controlled: 'Weryfikacja dwuetapowa jest wymagana i nie można jej pominąć.',
  backup_code_can_not_be_alone: 'Kody zapasowe nie mogą być jedyną metodą weryfikacji.',
  backup_code_required: 'Aby kontynuować, skonfiguruj kody zapasowe.',
};

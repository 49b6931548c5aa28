import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'Код неверен или уже использован.',
  invalid_backup_code: 'Резервный код неверен или уже использован.',
  webauthn_verification_failed: 'Не удалось проверить ключ безопасности или ключ доступа.',
  webauthn_verification_not_found:
    'Для этой учётной записи не найден ни ключ безопасности, ни ключ доступа.',
  pending_info_not_found: 'Настраиваемый способ проверки не найден. Начните заново.',
  mfa_factor_not_enabled: 'Этот способ проверки не включён.',
  require_mfa_verification: 'Чтобы продолжить, подтвердите вход вторым фактором.',
  mfa_policy_not_user_controlled: 'Двухэтапная проверка обязательна, её нельзя пропустить.',
  backup_code_can_not_be_alone: 'Резервные коды не могут быть единственным способом проверки.',
  backup_code_required: 'Чтобы продолжить, настройте резервные коды.',
};

import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'Код неправильний або вже використаний.',
  invalid_backup_code: 'Резервний код неправильний або вже використаний.',
  webauthn_verification_failed: 'Не вдалося перевірити ключ безпеки або ключ доступу.',
  webauthn_verification_not_found:
    'Для цього облікового запису не знайдено ні ключа безпеки, ні ключа доступу.',
  pending_info_not_found: 'Спосіб перевірки, який налаштовувався, не знайдено. Почніть спочатку.',
  mfa_factor_not_enabled: 'Цей спосіб перевірки не ввімкнено.',
  require_mfa_verification: 'Щоб продовжити, підтвердьте вхід другим фактором.',
  mfa_policy_not_user_controlled: 'Двоетапна перевірка обовʼязкова, її не можна пропустити.',
  backup_code_can_not_be_alone: 'Резервні коди не можуть бути єдиним способом перевірки.',
  backup_code_required: 'Щоб продовжити, налаштуйте резервні коди.',
};

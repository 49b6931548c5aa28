import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'Kod yanlış veya daha önce kullanılmış.',
  invalid_backup_code: 'Yedek kod yanlış veya daha önce kullanılmış.',
  webauthn_verification_failed: 'Güvenlik anahtarı veya geçiş anahtarı doğrulanamadı.',
  webauthn_verification_not_found:
    'Bu hesap için güvenlik anahtarı veya geçiş anahtarı bulunamadı.',
  pending_info_not_found: 'Kurulacak doğrulama yöntemi bulunamadı. Lütfen baştan başlayın.',
  mfa_factor_not_enabled: 'Bu doğrulama yöntemi etkin değil.',
  require_mfa_verification: 'Devam etmek için ikinci faktörünüzle doğrulayın.',
  mfa_policy_not_user_controlled: 'İki adımlı doğrulama zorunludur ve atlanamaz.',
  backup_code_can_not_be_alone: 'Yedek kodlar tek doğrulama yöntemi olamaz.',
  backup_code_required: 'Devam etmek için yedek kodları ayarlayın.',
};

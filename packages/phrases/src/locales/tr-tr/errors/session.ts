import { sessionMfa } from './session-mfa.ts';

export const session = {
  verification_failed: 'Doğrulama başarısız oldu. Lütfen tekrar deneyin.',
  connector_id_mismatch: 'Bağlayıcı, bu doğrulamayı başlatan bağlayıcıyla eşleşmiyor.',
  identity_conflict: 'Hesap zaten bu sağlayıcının başka bir kimliğine bağlı.',
  not_found: 'Giriş oturumu bulunamadı. Lütfen geri dönüp girişe yeniden başlayın.',
  invalid_credentials: 'Hesap veya parola doğru değil.',
  registration_disabled:
    'Kayıt kapalı. Sizin için bir hesap oluşturmasını bir yöneticiden isteyin.',
  sign_in_disabled: 'Giriş henüz kullanılamıyor. Önce bir hesap oluşturun.',
  invalid_interaction_type: 'Bu işleme mevcut adımda izin verilmiyor.',
  identifier_not_found: 'Kullanıcı tanımlayıcısı bulunamadı. Lütfen geri dönüp tekrar giriş yapın.',
  verification_session_not_found: 'Doğrulama bulunamadı. Lütfen tekrar deneyin.',
  forgot_password_not_enabled: 'Parola sıfırlama etkin değil.',
  insufficient_info: 'Bazı bilgiler eksik.',
  interaction_not_found: 'Giriş oturumu bulunamadı. Lütfen geri dönüp girişe yeniden başlayın.',
  verification_blocked_too_many_attempts:
    'Bu hesap için çok fazla başarısız deneme yapıldı. Lütfen bir süre bekleyip tekrar deneyin.',
  not_supported_for_forgot_password: 'Parola sıfırlanırken bu kullanılamaz.',
  captcha_required: "Lütfen captcha'yı tamamlayın.",
  captcha_failed: 'Captcha doğrulanamadı. Lütfen tekrar deneyin.',
  sso_enabled:
    'Bu e-posta adresi çoklu oturum açma ile giriş yapar. Kuruluşunuzun kimlik sağlayıcısıyla devam edin.',
  mfa: sessionMfa,
};

import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'Çoklu oturum açma',
    notice:
      'Bu e-posta için çoklu oturum açma etkin. Kuruluşunuzun kimlik sağlayıcısıyla devam edin.',
    signing_in: 'Çoklu oturum açma ile giriş yapılıyor…',
    failed_title: 'Çoklu oturum açma başarısız oldu',
    state_mismatch: 'Bu çoklu oturum açma doğrulanamadı. Lütfen baştan başlayın.',
    registration_closed: 'Bu kimliği kullanan bir hesap henüz yok ve kayıt kapalı.',
    back_to_sign_in: 'Girişe dön',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: '{{name}} ile devam et',
    divider: 'veya',
    group_label: 'Başka bir hizmetle oturum aç',
    signing_in: 'Oturum açılıyor…',
    link_title: 'Hesabını bağla',
    link_description:
      '{{identifier}} ile bir hesap zaten var. {{name}} oturum açmanı bu hesaba bağlayıp devam edilsin mi?',
    link_confirm: 'Bağla ve devam et',
    back_to_sign_in: 'Oturum açmaya dön',
    failed_title: 'Oturum açılamadı',
    state_mismatch: 'Bu oturum açma doğrulanamadı. Lütfen baştan başla.',
    registration_closed: 'Bu oturum açmayı kullanan bir hesap henüz yok ve kayıt kapalı.',
  },
};

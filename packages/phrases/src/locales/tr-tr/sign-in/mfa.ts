import type { LocalePhrases } from '../../../types.ts';

export const mfaPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'mfa'> = {
  mfa: {
    bind_title: 'İki adımlı doğrulamayı ayarlayın',
    bind_description: 'Hesabınızı korumak için ikinci bir adım ekleyin.',
    verify_title: 'Siz olduğunuzu doğrulayın',
    verify_description: 'Oturum açmanızı ikinci adımınızla onaylayın.',
    choose_method: 'Bir yöntem seçin',
    other_methods: 'Diğer yöntemler',
    factor_totp: 'Kimlik doğrulama uygulaması',
    factor_totp_description:
      'Google Authenticator veya 1Password gibi bir uygulamadan gelen kodlar.',
    factor_webauthn: 'Geçiş anahtarı veya güvenlik anahtarı',
    factor_webauthn_description: 'Cihazınızın ekran kilidi veya bir güvenlik anahtarı.',
    factor_backup_code: 'Yedek kod',
    factor_backup_code_description:
      'İki adımlı doğrulamayı ayarlarken kaydettiğiniz kodlardan biri.',
    skip: 'Şimdilik atla',
    back: 'Geri',
    totp_scan:
      'Bu QR kodunu kimlik doğrulama uygulamanızla tarayın veya kurulum anahtarını uygulamaya yazın.',
    totp_qr_alt: 'Bu hesabı kimlik doğrulama uygulamanıza eklemek için QR kodu',
    totp_secret: 'Kurulum anahtarı',
    totp_code: 'Uygulamadaki kod',
    totp_code_hint: 'Uygulamanızın şu anda gösterdiği 6 haneli kod.',
    backup_code: 'Yedek kod',
    code_required: 'Kodu girin.',
    verify: 'Doğrula',
    webauthn_create_description:
      'Tarayıcınız, cihazınızla veya bir güvenlik anahtarıyla geçiş anahtarı oluşturmanızı isteyecek.',
    webauthn_create: 'Geçiş anahtarı oluştur',
    webauthn_use_description:
      'Tarayıcınız geçiş anahtarınızı veya güvenlik anahtarınızı isteyecek.',
    webauthn_use: 'Geçiş anahtarımı kullan',
    webauthn_unsupported: 'Bu tarayıcı geçiş anahtarlarını desteklemiyor. Başka bir yöntem seçin.',
    webauthn_cancelled:
      'Geçiş anahtarı isteği iptal edildi veya zaman aşımına uğradı. Lütfen tekrar deneyin.',
    backup_title: 'Yedek kodlarınızı kaydedin',
    backup_description:
      'Her kod bir kez çalışır. Onları güvenli bir yerde saklayın: diğer yönteminizi kaybederseniz oturum açmanızı sağlarlar.',
    backup_codes: 'Yedek kodlarınız',
    backup_copy: 'Kodları kopyala',
    backup_copied: 'Kodlar kopyalandı.',
    backup_download: 'Kodları indir',
    backup_saved: 'Bu kodları kaydettim',
    factor_email_code: 'E-posta ile kod',
    factor_email_code_description: 'E-posta adresinize gönderilen bir kod.',
    factor_phone_code: 'SMS ile kod',
    factor_phone_code_description: 'Telefonunuza SMS ile gönderilen bir kod.',
    email_code_send_description: '{{address}} adresine bir kod göndereceğiz.',
    phone_code_send_description: '{{address}} numarasına SMS ile bir kod göndereceğiz.',
    email_code_your_address: 'e-posta adresiniz',
    phone_code_your_address: 'telefonunuz',
    code_send: 'Kod gönder',
    code_sent: '{{address}} adresine bir kod gönderdik. 10 dakika geçerlidir.',
    code_received: 'Aldığınız kod',
    code_resend: 'Yeni kod gönder',
    factor_email_add: 'E-posta adresi ekle',
    factor_email_add_description: 'Şimdi ekleyeceğiniz bir e-posta adresine kod alın.',
    factor_phone_add: 'Telefon numarası ekle',
    factor_phone_add_description: 'Şimdi ekleyeceğiniz bir telefon numarasına SMS ile kod alın.',
    email_add_description:
      'E-posta adresinizi girin. Bu adrese bir kod göndereceğiz ve hesabınızın e-posta adresi olacak.',
    phone_add_description:
      'Telefon numaranızı girin. Bu numaraya SMS ile bir kod göndereceğiz ve hesabınızın telefon numarası olacak.',
    email_add_change: 'Başka bir e-posta adresi kullan',
    phone_add_change: 'Başka bir telefon numarası kullan',
    passkey_sign_in: 'Geçiş anahtarıyla oturum aç',
  },
};

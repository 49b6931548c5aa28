import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: 'Kullanıcı adı',
    email: 'E-posta',
    phone: 'Telefon numarası',
    username_or_email: 'Kullanıcı adı veya e-posta',
    username_or_phone: 'Kullanıcı adı veya telefon numarası',
    email_or_phone: 'E-posta veya telefon numarası',
    username_or_email_or_phone: 'Kullanıcı adı, e-posta veya telefon numarası',
    phone_hint: 'Ülke koduyla, örneğin +90 212 123 45 67.',
    required: '“{{label}}” alanını doldurun.',
    email_invalid: 'ad@ornek.com gibi bir e-posta adresi girin.',
    phone_invalid: 'Ülke koduyla birlikte, yalnızca rakamlardan oluşan bir telefon numarası girin.',
    change: 'Değiştir',
    continue: 'Devam',
  },
  sign_in_options: {
    password_title: 'Şifrenizi girin',
    signing_in_as: '{{identifier}} olarak giriş yapılıyor',
    forgot_password: 'Şifrenizi mi unuttunuz?',
    use_code: 'Bunun yerine doğrulama koduyla giriş yap',
    use_password: 'Bunun yerine şifreyle giriş yap',
    password_changed: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapın.',
  },
  verification_code: {
    title: 'Doğrulama kodunu girin',
    description: '{{identifier}} adresine bir kod gönderdik. Kod 10 dakika geçerlidir.',
    label: 'Doğrulama kodu',
    submit: 'Devam',
    required: 'Aldığınız kodu girin.',
    resend: 'Yeni kod gönder',
    resend_in: '{{seconds}} saniye sonra yeni kod isteyebilirsiniz.',
    resent: 'Yeni bir kod yolda.',
    no_account: '{{identifier}} henüz hiçbir hesapta kullanılmıyor.',
    create_account: 'Bununla hesap oluştur',
    account_exists: '{{identifier}} zaten bir hesapta kullanılıyor.',
    sign_in_instead: 'O hesaba giriş yap',
    start_again: 'Baştan başla',
  },
  registration: {
    code_description: 'Onaylamanız için size bir kod göndereceğiz.',
    send_code: 'Kod gönder',
    profile_title: 'Hesabınızı tamamlayın',
    profile_description: 'Bitirmek için birkaç bilgi daha gerekiyor.',
    finish: 'Bitir',
  },
  forgot_password: {
    title: 'Şifrenizi sıfırlayın',
    description: 'Hesabınızın e-posta adresine veya telefon numarasına bir kod göndereceğiz.',
    send_code: 'Kod gönder',
    back_to_sign_in: 'Girişe dön',
    new_password_title: 'Yeni şifre belirleyin',
    new_password: 'Yeni şifre',
    confirm_password: 'Yeni şifreyi onaylayın',
    submit: 'Şifreyi sıfırla',
    unavailable: 'Şifre sıfırlama burada kullanılamıyor. Bu hizmetin desteğiyle iletişime geçin.',
  },
  password_toggle: {
    show: 'Şifreyi göster',
    hide: 'Şifreyi gizle',
  },
  demo_app: {
    title: 'Canlı önizleme',
    description: 'Bu kiracının giriş deneyimini yerleşik demo uygulamasıyla deneyin.',
    sign_in: 'Giriş yap',
    signed_in_title: 'Giriş yaptınız',
    claims: 'Kimlik belirtecinizin talepleri (claims)',
    sign_out: 'Çıkış yap',
    failed: 'Giriş tamamlanmadı: {{error}}',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'Hesap merkezi',
    subtitle:
      'Kullanıcıların kendi hesaplarını /account adresinde ve Account API üzerinden alan alan yönetmesine izin verin.',
    load_error: 'Hesap merkezi ayarları yüklenemedi.',
    enabled_title: 'Hesap merkezi',
    enabled: 'Hesap merkezini etkinleştir',
    enabled_description: 'Kapalıyken hesap sayfası ve Account API her isteği reddeder.',
    fields_title: 'Alanlar',
    fields_description:
      'Kapalı bir alanı gizler, Salt okunur değiştirmeden gösterir, Düzenle değiştirmeye izin verir.',
    access: { Off: 'Kapalı', ReadOnly: 'Salt okunur', Edit: 'Düzenle' },
    fields: {
      name: 'Ad',
      avatar: 'Avatar',
      profile: 'Profil (OIDC talepleri)',
      email: 'E-posta adresi',
      phone: 'Telefon numarası',
      password: 'Parola',
      username: 'Kullanıcı adı',
      social: 'Sosyal kimlikler',
      customData: 'Özel veriler',
      mfa: 'Çok faktörlü kimlik doğrulama',
      passkey: 'Geçiş anahtarları',
      session: 'Oturumlar',
    },
    webauthn_title: 'Geçiş anahtarı ilgili kaynakları',
    webauthn_origins: 'İlgili kaynaklar',
    webauthn_origins_description:
      'Bu kiracının geçiş anahtarlarının çalıştığı uygulamalarınızın diğer kaynakları, her satıra bir URL.',
    webauthn_origin_invalid: 'Her satır https://app.example.com gibi bir URL olmalıdır.',
  };

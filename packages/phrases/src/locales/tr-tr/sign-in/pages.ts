export const pagePhrases = {
  page_title: {
    sign_in: 'Giriş yap',
    register: 'Hesap oluştur',
    consent: 'Erişimi yetkilendir',
    error: 'Bir sorun oluştu',
    not_found: 'Sayfa bulunamadı',
  },
  general: {
    loading: 'Yükleniyor…',
    logo_alt: 'Logo görseli',
    terms_of_use: 'Kullanım koşulları',
    privacy_policy: 'Gizlilik politikası',
    legal_links: 'Yasal',
    requirement_met: 'karşılandı',
    requirement_not_met: 'karşılanmadı',
  },
  sign_in: {
    title: 'Giriş yap',
    description: 'Devam etmek için giriş yapın.',
    username: 'Kullanıcı adı',
    password: 'Parola',
    submit: 'Giriş yap',
    no_account: 'Henüz hesabınız yok mu?',
    create_account: 'Hesap oluştur',
  },
  register: {
    title: 'Hesap oluştur',
    description: 'Bir kullanıcı adı ve parola seçin.',
    username: 'Kullanıcı adı',
    password: 'Parola',
    confirm_password: 'Parolayı onayla',
    submit: 'Hesap oluştur',
    have_account: 'Zaten hesabınız var mı?',
    sign_in: 'Giriş yap',
    closed_title: 'Kayıt kapalı',
    closed_description:
      'Burada yeni hesap oluşturulamaz. Bunun yerine mevcut bir hesapla giriş yapın.',
    first_admin_title: 'Yönetici hesabını oluşturun',
    first_admin_description:
      'Bu, bu Gatehouse kurulumunun ilk hesabıdır: konsolda oturum açan ve her şeyi yöneten yönetici hesabı olur. Bir kullanıcı adı ve parola seçin.',
  },
  consent: {
    title: '{{name}} uygulamasını yetkilendir',
    description: '{{name}} hesabınıza erişim istiyor.',
    scopes_heading: 'Şunları yapabilecek:',
    no_scopes: 'Ek izin istemiyor.',
    authorize: 'Yetkilendir',
    load_failed: 'Yetkilendirme isteği yüklenemedi.',
    organizations_heading: 'Erişebileceği kuruluşlar:',
    no_organizations: 'Hiçbir kuruluşun üyesi değilsiniz.',
  },
  error_page: {
    title: 'Bir sorun oluştu',
    description: 'Giriş isteği tamamlanamadı. Uygulamaya geri dönüp tekrar deneyin.',
    not_found_title: 'Sayfa bulunamadı',
    not_found_description: 'Bu sayfa mevcut değil.',
    back_to_sign_in: 'Girişe git',
    experience_unavailable: 'Giriş sayfası yüklenemedi. Lütfen daha sonra tekrar deneyin.',
    unknown_application:
      'Bu uygulama bu oturum açma hizmeti tarafından tanınmıyor. Uygulamaya geri dönün ve sorun devam ederse geliştiricisiyle iletişime geçin.',
    unregistered_redirect_uri:
      'Uygulama sizi kaydetmediği bir adrese geri göndermek istedi. Uygulamanın geliştiricisiyle iletişime geçin.',
  },
  validation: {
    username_required: 'Kullanıcı adınızı girin.',
    username_invalid:
      'Kullanıcı adı bir harf veya alt çizgiyle başlar ve yalnızca harf, rakam ve alt çizgi içerir.',
    password_required: 'Parolanızı girin.',
    confirm_password_required: 'Parolanızı tekrar girin.',
    passwords_mismatch: 'Parolalar eşleşmiyor.',
  },
};

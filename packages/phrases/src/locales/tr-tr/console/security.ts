import type { LocalePhrases } from '../../../types.ts';

/** The security page: password policy with its checker, captcha, and lockout and blocklists. */
export const security: NonNullable<NonNullable<LocalePhrases['console']>['security']> = {
  title: 'Güvenlik',
  subtitle:
    'Hesapları koruyun: parola kuralları, bot koruması ve başarısız denemelerden sonra kilitleme.',
  load_error: 'Güvenlik ayarları yüklenemedi. Daha sonra tekrar deneyin.',
  tabs_label: 'Güvenlik ayarları',
  tabs: {
    'password-policy': 'Parola ilkesi',
    captcha: 'CAPTCHA',
    general: 'Genel',
  },
  password_policy: {
    length_title: 'Parola uzunluğu',
    min_length: 'En az uzunluk',
    max_length: 'En fazla uzunluk',
    min_not_above_max: 'En az uzunluk, en fazla uzunluğu aşmamalıdır.',
    character_types_title: 'Karakter türleri',
    character_types: 'Gerekli karakter türleri',
    character_types_description:
      'Bir parolanın küçük harf, büyük harf, rakam ve simge türlerinden kaçını içerdiği.',
    character_types_option: '4 türden en az {{count}}',
    rejects_title: 'Reddedilen parolalar',
    pwned: 'Bilinen veri ihlallerinde bulunan parolaları reddet',
    repetition_and_sequence:
      'Tekrarlanan veya ardışık karakterleri reddet (“aaa” ya da “1234” gibi)',
    user_info: 'Kullanıcının kendi bilgilerini reddet (ad, kullanıcı adı, e-posta, telefon)',
    words: 'Özel sözcükler',
    words_description:
      'Çoğunlukla bu sözcüklerden oluşan parolalar reddedilir. Her birinden sonra Enter’a basın.',
    checker_title: 'İlkeyi deneyin',
    checker_description:
      'Hangi kuralları ihlal ettiğini görmek için örnek bir parola yazın. Parola gönderilmez.',
    checker_input: 'Örnek parola',
    checker_ok: 'Bu parola burada denetlenen tüm kurallara uyuyor.',
    checker_pwned_note: 'Veri ihlali denetimi, parola belirlenirken sunucuda yapılır.',
    checker_breaks: 'Bu parolanın ihlal ettiği kurallar:',
    rules: {
      too_short: '{{min}} karakterden kısa',
      too_long: '{{max}} karakterden uzun',
      unsupported_characters: 'Harf, rakam ve simge dışında karakterler içeriyor',
      character_types: '{{min}} karakter türünden az',
      pwned: 'Bir veri ihlalinde bulundu',
      'restricted.repetition': 'Çoğunlukla tekrarlanan karakterlerden oluşuyor',
      'restricted.sequence': 'Çoğunlukla ardışık karakterlerden oluşuyor',
      'restricted.words': 'Çoğunlukla özel sözcüklerden oluşuyor',
      'restricted.user_info': 'Çoğunlukla kullanıcının kendi bilgilerinden oluşuyor',
    },
  },
  captcha: {
    title: 'CAPTCHA',
    description: 'Oturum açma ve kayıtta, sunucu tarafından doğrulanan bir CAPTCHA isteyin.',
    enabled: 'CAPTCHA zorunlu olsun',
    enabled_description:
      'Kullanıcılar oturum açmadan veya kayıt olmadan önce sağlayıcının sınamasını çözer.',
    needs_provider: 'Zorunlu kılmadan önce bir CAPTCHA sağlayıcısı kurun.',
    provider_title: 'CAPTCHA sağlayıcısı',
    no_provider: 'Henüz bir CAPTCHA sağlayıcısı kurulmadı. Birini seçin:',
    choose: '{{name}} kur',
    configured: 'Yapılandırılmış sağlayıcı',
    site_key: 'Site anahtarı',
    secret_key: 'Gizli anahtar',
    project_id: 'Proje kimliği',
    domain: 'Alan adı',
    domain_description:
      'İsteğe bağlı; örneğin google.com’un engellendiği yerlerde www.recaptcha.net.',
    mode: 'Mod',
    modes: { checkbox: 'Onay kutusu', invisible: 'Görünmez' },
    view_details: 'Ayrıntılar',
    guide_title: '{{name}} kurulumu',
    guide_intro: 'Anahtarları sağlayıcıda oluşturun, ardından buraya girin.',
    guide_steps: {
      Turnstile: {
        step_1: 'Cloudflare panelinde Turnstile’ı açın ve bir widget ekleyin.',
        step_2: 'Oturum açma sayfanızın alan adını izin verilen ana bilgisayar adı olarak ekleyin.',
        step_3: 'Site anahtarını ve gizli anahtarı aşağıdaki forma kopyalayın.',
      },
      RecaptchaEnterprise: {
        step_1: 'Google Cloud’da bir proje için reCAPTCHA Enterprise API’sini etkinleştirin.',
        step_2:
          'Oturum açma sayfanızın alan adı için bir web sitesi anahtarı oluşturup kopyalayın.',
        step_3:
          'reCAPTCHA Enterprise’ı çağırma izni olan bir API anahtarı oluşturun; gizli anahtar budur.',
        step_4: 'Anahtarları ve proje kimliğini aşağıya girin.',
      },
    },
    save_provider: 'Sağlayıcıyı kaydet',
    saved_provider: 'CAPTCHA sağlayıcısı kaydedildi.',
    details_title: 'CAPTCHA sağlayıcısı ayrıntıları',
    delete_provider: 'Sağlayıcıyı kaldır',
    delete_title: 'CAPTCHA sağlayıcısı kaldırılsın mı?',
    delete_message: 'Oturum açma ve kayıtta artık CAPTCHA istenmez.',
    deleted: 'CAPTCHA sağlayıcısı kaldırıldı.',
    not_available: 'Sunucu henüz CAPTCHA sağlayıcısı sunmuyor, bu yüzden burada hiçbiri kurulamaz.',
    back: 'CAPTCHA’ya dön',
  },
  general: {
    lockout_title: 'Başarısız denemelerden sonra kilitleme',
    lockout_description:
      'Bir tanımlayıcıda bir saat içinde bu kadar başarısız parola veya kod denemesinden sonra tanımlayıcı kilitlenir.',
    max_attempts: 'En fazla başarısız deneme',
    lockout_duration: 'Kilit süresi (dakika)',
    blocklist_title: 'E-posta engelleme listesi',
    blocklist_description: 'Bazı e-posta adreslerini kayıtta ve eklenirken reddedin.',
    block_subaddressing: 'Alt adreslemeyi engelle (ad+etiket@example.com gibi)',
    custom_blocklist: 'Engellenen adresler ve alan adları',
    custom_blocklist_description:
      'Bir adres (ad@example.com) veya bir alan adı (@example.com). Her birinden sonra Enter’a basın.',
  },
};

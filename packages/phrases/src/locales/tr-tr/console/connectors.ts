import type { LocalePhrases } from '../../../types.ts';

/** The connectors section: passwordless and social tabs, create, guides, detail, e-mail templates. */
export const connectors: NonNullable<NonNullable<LocalePhrases['console']>['connectors']> = {
  title: 'Bağlayıcılar',
  subtitle:
    'Doğrulama kodlarını ileten hizmetleri ve kullanıcıların oturum açtığı sağlayıcıları bağlayın.',
  tabs: {
    label: 'Bağlayıcı türleri',
    passwordless: 'Parolasız',
    social: 'Sosyal',
  },
  types: {
    Email: 'E-posta',
    Sms: 'SMS',
    Social: 'Sosyal',
  },
  passwordless: {
    email_title: 'E-posta bağlayıcısı',
    email_description: 'Oturum açma, kayıt ve kurtarma için e-postayla doğrulama kodları gönderir.',
    sms_title: 'SMS bağlayıcısı',
    sms_description: 'Telefon numaralarına kısa mesajla doğrulama kodları gönderir.',
    email_empty: 'Henüz e-posta bağlayıcısı yok',
    sms_empty: 'Henüz SMS bağlayıcısı yok',
    add_email: 'E-posta bağlayıcısı ekle',
    add_sms: 'SMS bağlayıcısı ekle',
    replace_note: 'Her türden biri etkindir; yenisini eklemek mevcut olanın yerini alır.',
  },
  social: {
    empty: 'Henüz sosyal bağlayıcı yok',
    empty_description:
      'Kullanıcıların başka yerde zaten sahip oldukları bir hesapla oturum açmasına izin verin.',
    add: 'Sosyal bağlayıcı ekle',
    columns: {
      name: 'Ad',
      target: 'Hedef',
      platform: 'Platform',
    },
    table_label: 'Sosyal bağlayıcılar',
    platforms: {
      Universal: 'Evrensel',
      Web: 'Web',
      Native: 'Yerel',
    },
  },
  create: {
    title_email: 'E-posta bağlayıcısı ekle',
    title_sms: 'SMS bağlayıcısı ekle',
    title_social: 'Sosyal bağlayıcı ekle',
    choose: 'Bir sağlayıcı seçin',
    next: 'İleri',
    no_factories: 'Bu türde kullanılabilir bağlayıcı yok.',
    replaces_current: 'Kaydettiğinizde mevcut {{type}} bağlayıcısının yerini alır.',
  },
  guide: {
    title: '{{name}} kurulumu',
    steps_title: 'Nasıl kurulur',
    config_title: 'Ayarlar',
    save: 'Kaydet ve bitir',
    created: '{{name}} eklendi.',
    texts: {
      'simple-mail-transfer-protocol':
        'E-posta sağlayıcınızdan SMTP sunucusunu, bağlantı noktasını ve gerekirse kullanıcı adı ile parolayı isteyin. E-postaların gönderileceği adresi girin. “Baştan TLS” ile 465 numaralı bağlantı noktasını veya STARTTLS ile 587 numaralı bağlantı noktasını kullanın.',
      'http-email':
        'E-posta ileten bir HTTPS uç noktası çalıştırın. Gatehouse her iletiyi alıcı, amaç ve kodla birlikte JSON olarak oraya gönderir; ileti kabul edildiğinde 2xx durumuyla yanıt verin.',
      'http-sms':
        'Kısa mesaj gönderen bir HTTPS uç noktası çalıştırın. Gatehouse her iletiyi telefon numarası, amaç ve kodla birlikte JSON olarak oraya gönderir; ileti kabul edildiğinde 2xx durumuyla yanıt verin.',
      oauth2:
        'Gatehouse’u OAuth 2.0 sağlayıcınızda, oturum açma sayfanızın geri çağırma URL’siyle istemci olarak kaydedin. İstemci kimliğini ve gizli anahtarını, sağlayıcının yetkilendirme, belirteç ve kullanıcı bilgisi uç noktalarını buraya kopyalayın ve kullanıcı profilinin alanlarını eşleyin.',
      github:
        'GitHub’da Settings → Developer settings → OAuth Apps bölümünü açın ve oturum açma sayfanızın geri çağırma URL’siyle yeni bir uygulama kaydedin. İstemci kimliğini ve yeni bir istemci gizli anahtarını buraya kopyalayın.',
      google:
        'Google Cloud konsolunda, oturum açma sayfanızın geri çağırma URL’sini yetkili yönlendirme URI’si olarak kullanan “Web uygulaması” türünde bir OAuth istemci kimliği oluşturun. İstemci kimliğini ve gizli anahtarı buraya kopyalayın.',
      microsoft:
        'Microsoft Entra ID’de, oturum açma sayfanızın geri çağırma URL’sini web yönlendirme URI’si olarak kullanan bir uygulama kaydedin. Uygulama (istemci) kimliğini ve bir istemci gizli anahtarını buraya kopyalayın; yalnızca tek bir kuruluş oturum açmayacaksa dizin olarak “common” değerini bırakın.',
      apple:
        'Apple Developer hesabınızda, oturum açma sayfanızın geri çağırma URL’siyle “Apple ile Giriş Yap” için bir Services ID ve “Apple ile Giriş Yap” için bir anahtar oluşturun. Services ID’yi, ekip kimliğinizi, anahtar kimliğini ve .p8 anahtar dosyasının içeriğini buraya girin.',
      discord:
        'Discord Developer Portal’da bir uygulama oluşturun ve oturum açma sayfanızın geri çağırma URL’sini OAuth2 yönlendirmelerine ekleyin. İstemci kimliğini ve istemci gizli anahtarını buraya kopyalayın.',
      oidc: 'Gatehouse’u OpenID Connect sağlayıcınızda, oturum açma sayfanızın geri çağırma URL’siyle istemci olarak kaydedin. İstemci kimliğini, istemci gizli anahtarını ve sağlayıcının uç noktalarını buraya kopyalayın ve bağlayıcıya sağlayıcıyı adlandıran bir hedef verin.',
    },
    fallback_text: 'Sağlayıcının verdiği ayarları doldurun ve kaydedin.',
  },
  form: {
    target: 'Hedef',
    target_description: 'Sağlayıcı için kısa ve benzersiz bir ad, örneğin “acme-idp”.',
    display_name: 'Düğme adı',
    display_name_description: 'Oturum açma düğmesindeki ad.',
    sync_profile: 'Her oturum açmada kullanıcının profilini sağlayıcıdan güncelle',
    show_secret: 'Değeri göster',
    invalid_json: 'Geçerli bir JSON girin.',
    invalid_number: 'Bir tam sayı girin.',
    choose_option: 'Bir seçenek seçin',
    items: {
      host: 'Sunucu',
      port: 'Bağlantı noktası',
      auth: 'Oturum bilgileri',
      auth_description: 'Sunucu oturum açma istediğinde { "user": "…", "pass": "…" }.',
      fromEmail: 'Gönderen adresi',
      replyTo: 'Yanıt adresi',
      secure: 'Baştan TLS (bağlantı noktası 465)',
      requireTLS: 'STARTTLS zorunlu',
      templates: 'Şablonlar',
      templates_description:
        'İsteğe bağlı [{ usageType, subject, content, contentType }]; aşağıdaki e-posta şablonları önceliklidir.',
      endpoint: 'Uç nokta',
      endpoint_description:
        'Gatehouse buraya { to, type, payload: { code, locale } } JSON olarak gönderir.',
      authorization: 'Authorization üst bilgisi',
      authorization_description: 'Her isteğin Authorization üst bilgisi olarak gönderilir.',
      clientId: 'İstemci kimliği',
      clientSecret: 'İstemci gizli anahtarı',
      authorizationEndpoint: 'Yetkilendirme uç noktası',
      tokenEndpoint: 'Belirteç uç noktası',
      userInfoEndpoint: 'Kullanıcı bilgisi uç noktası',
      issuer: 'Yayıncı',
      issuer_description:
        'Boş bırakılan uç noktalar, yayıncının OpenID yapılandırmasından bulunur.',
      jwksUri: 'JWKS URI’si',
      scope: 'Kapsam',
      tokenEndpointAuthMethod: 'Belirteç uç noktasında kimlik doğrulama',
      keyId: 'Anahtar kimliği',
      teamId: 'Ekip kimliği',
      privateKey: 'Özel anahtar (.p8)',
      tenantId: 'Dizin (kiracı)',
      pkce: 'PKCE kullan',
      profileMap: 'Profil eşlemesi',
      profileMap_description:
        'Profildeki id, email, emailVerified, phone, phoneVerified, name ve avatar alanlarının anahtarları (veya noktalı yolları). Doğrulandı işareti olmayan bir e-postaya güvenilmez.',
    },
  },
  detail: {
    delete_message:
      'Bu bağlayıcıya dayanan oturum açma yöntemleri, başka bir bağlayıcı ekleyene kadar çalışmaz.',
  },
  test: {
    title: 'Test gönder',
    description_email:
      'Yukarıdaki ayarlarla, kaydedilmiş olsun olmasın, bir test e-postası gönderir.',
    description_sms:
      'Yukarıdaki ayarlarla, kaydedilmiş olsun olmasın, bir test kısa mesajı gönderir.',
    email_label: 'E-posta adresi',
    phone_label: 'Telefon numarası',
    send: 'Test gönder',
    sent: 'Test iletisi gönderildi. {{to}} gelen kutusunu kontrol edin.',
    failed: 'Test iletisi gönderilemedi.',
    code: 'Hata kodu: {{code}}',
    invalid_email: 'ad@example.com gibi bir e-posta adresi girin.',
    invalid_phone:
      'Yalnızca rakamlardan oluşan, isteğe bağlı olarak + ile başlayan bir telefon numarası girin.',
  },
  errors: {
    general: 'Bağlayıcı isteği tamamlayamadı.',
    invalid_metadata: 'Bağlayıcının meta verileri geçersiz.',
    unexpected_type: 'Bu tür bağlayıcı bunu yapamaz.',
    invalid_config_guard: 'Bağlayıcının ayarları eksik veya biçimi yanlış.',
    invalid_request_parameters: 'Sağlayıcı isteğin parametrelerini reddetti.',
    insufficient_request_parameters: 'İstekte bazı gerekli bilgiler eksik.',
    invalid_config:
      'Bağlayıcının ayarları yanlış; sunucuyu, oturum bilgilerini ve adresleri kontrol edin.',
    invalid_certificate: 'Sağlayıcının sertifikasına güvenilmiyor.',
    invalid_response:
      'Sağlayıcı bir hatayla yanıt verdi; oturum bilgilerini ve göndereni kontrol edin.',
    template_not_found: 'Bu amaç için ileti şablonu bulunamadı.',
    template_not_supported: 'Bu bağlayıcı o ileti şablonunu desteklemiyor.',
    rate_limit_exceeded: 'Çok fazla ileti gönderildi. Daha sonra yeniden deneyin.',
    not_implemented: 'Bu bağlayıcı bunu henüz yapamıyor.',
    social_auth_code_invalid: 'Sağlayıcı yetkilendirme kodunu reddetti.',
    social_invalid_access_token: 'Sağlayıcı erişim belirtecini reddetti.',
    social_invalid_id_token: 'Sağlayıcının kimlik belirteci geçersiz.',
    authorization_failed: 'Sağlayıcıda yetkilendirme başarısız oldu.',
    unknown: 'Bağlayıcı başarısız oldu.',
  },
  templates: {
    title: 'E-posta şablonları',
    description:
      'Her e-posta türünün konusu ve gövdesi, dile göre. Doğrulama kodunun geleceği yere {{code}} yazın.',
    add: 'Şablon ekle',
    empty: 'Henüz e-posta şablonu yok',
    empty_description: 'Şablon yoksa e-postalar, kullanıcının dilindeki yerleşik metni kullanır.',
    table_label: 'E-posta şablonları',
    columns: {
      purpose: 'Amaç',
      language: 'Dil',
      subject: 'Konu',
      actions: 'İşlemler',
    },
    purposes: {
      SignIn: 'Oturum açma',
      Register: 'Kayıt',
      ForgotPassword: 'Parolamı unuttum',
      Generic: 'Genel',
    },
    edit: '{{name}} şablonunu düzenle',
    delete: '{{name}} şablonunu sil',
    delete_title: 'Bu şablon silinsin mi?',
    delete_message: 'Bu amaç ve dildeki e-postalar yerleşik metne geri döner.',
    deleted: 'Şablon silindi.',
    saved: 'Şablon kaydedildi.',
    editor_title_new: 'E-posta şablonu ekle',
    editor_title_edit: 'E-posta şablonunu düzenle',
    purpose_label: 'Amaç',
    language_label: 'Dil',
    subject_label: 'Konu',
    content_label: 'İçerik',
    content_type_label: 'Biçim',
    content_types: {
      html: 'HTML',
      text: 'Düz metin',
    },
    send_from_label: 'Gönderen adı',
    reply_to_label: 'Yanıt adresi',
    url_not_allowed: 'Gönderen adında URL’ye izin verilmez.',
    preview_title: 'Önizleme',
    preview_frame: 'E-postanın önizlemesi',
    preview_note: 'Örnek kod 123456 ile gösterilir; betikler ve bağlantılar çalışmaz.',
    exists: 'Bu amaç ve dil için zaten bir şablon var; kaydetmek onun yerini alır.',
    save: 'Şablonu kaydet',
  },
};

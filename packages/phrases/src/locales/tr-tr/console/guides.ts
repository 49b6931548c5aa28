/** Bir uygulamanın entegrasyon kılavuzları: adım başlıkları ve kod örneklerini çevreleyen açıklamalar. */
export const guides = {
  page_title: '{{guide}} entegrasyonu',
  subtitle:
    'Kullanıcıları “{{application}}” uygulamasına adım adım giriş yaptırın. Örnekler bu uygulamanın gerçek değerlerini zaten içerir: olduğu gibi kopyalayın.',
  subtitle_m2m:
    '“{{application}}” uygulamasının API’lerinizi kendi kimlik bilgileriyle çağırmasını adım adım sağlayın. Örnekler bu uygulamanın gerçek değerlerini zaten içeriyor: olduğu gibi kopyalayın.',
  picker_label: 'Framework veya dil',
  package: 'Paket: {{package}}',
  back_to_application: 'Uygulamaya dön',
  finish: 'Tamam, ayarlara git',
  not_found: 'Bu uygulama türü için böyle bir kılavuz yok.',
  step_label: 'Adım {{number}}',
  code_label: 'Kod örneği, {{language}}',
  code_file: 'Dosya: {{file}}',
  copy: 'Kopyala',
  copy_code: '{{file}} kodunu kopyala',
  copy_snippet: 'Kod örneğini kopyala',
  copied: 'Kopyalandı',
  missing_secret:
    'Bu uygulamanın henüz geçerli bir gizli anahtarı yok, bu yüzden örneklerde yer tutucu gösteriliyor. Ayarlar sekmesinde bir tane oluşturup geri dönün.',
  uris: {
    redirect_uri: 'Yönlendirme URI’si',
    post_logout_redirect_uri: 'Çıkış sonrası yönlendirme URI’si',
    registered: 'Kayıtlı',
    not_registered: 'Henüz kayıtlı değil',
    add: '{{uri}} adresini uygulamaya ekle',
    add_short: 'Ekle',
    added: '{{uri}} uygulamaya eklendi.',
  },
  resource: {
    label: 'Çağrılacak API kaynağı',
    description: 'Erişim token’ı bu API kaynağı için verilir.',
    none: 'Henüz API kaynağı yok. Önce API kaynakları bölümünde bir tane oluşturun.',
  },
  steps: {
    install: {
      title: 'SDK’yı yükleyin',
      description: '{{package}} paketini ve örneğin kullandığı paketleri projenize ekleyin.',
    },
    configure_uris: {
      title: 'Yönlendirme URI’lerini kaydedin',
      description:
        'Kullanıcılar giriş yaptıktan sonra yönlendirme URI’sine, çıkış yaptıktan sonra çıkış sonrası yönlendirme URI’sine döner. Her ikisi de uygulamanın gönderdiği biçimde tam olarak kaydedilmelidir.',
    },
    init_client: {
      title: 'İstemciyi yapılandırın',
      description:
        'Gizli anahtarı yalnızca sunucuda tutun. Aşağıdaki çerez gizli anahtarı bu sayfa için tarayıcınızda oluşturuldu; uzun ve rastgele herhangi bir değer işe yarar.',
    },
    provider: {
      title: 'Uygulamayı provider ile sarmalayın',
      description:
        'Provider giriş durumunu tutar; yönlendirici, geri çağırma sayfasını yönlendirme URI’sinin yolunda sunar.',
    },
    callback: {
      title: 'Giriş geri çağırmasını işleyin',
      description:
        'Bu sayfa yetkilendirme kodunu token’larla değiştirir, ardından kullanıcıyı ana sayfaya geri gönderir.',
    },
    sign_in_out: {
      title: 'Giriş ve çıkış yapın',
      description:
        'Girişi yönlendirme URI’siyle, çıkışı çıkış sonrası yönlendirme URI’siyle başlatın; kimlik token’ının talepleri kimin giriş yaptığını gösterir.',
    },
    user_info: {
      title: 'Kullanıcıyı okuyun',
      description: 'Kimlik token’ının talepleri, giriş yapmış kullanıcıyı tanımlar.',
    },
    session: {
      title: 'Oturumu koruyun',
      description: 'SDK, token’larını her ziyaretçinin oturumunda saklar.',
    },
    routes: {
      title: 'Giriş rotalarını ekleyin',
      description:
        'Bu rotalar girişi başlatır, geri çağırmayı işler, çıkış yapar ve giriş yapmış kullanıcıyı gösterir. Gizli anahtar ve çerez gizli anahtarı sunucuda kalır.',
    },
    protect_routes: {
      title: 'Rotaları koruyun',
      description: 'Giriş yapmamış ziyaretçileri önce giriş rotasına gönderin.',
    },
    native_scheme: {
      title: 'URL şemasını sahiplenin',
      description:
        'Tarayıcının sonucu uygulamaya geri verebilmesi için uygulama, yönlendirme URI’sinin şemasıyla açılmalıdır.',
    },
    assign_roles: {
      title: 'Uygulamaya izin verin',
      description:
        'Makineden makineye bir uygulama, kendisine atanan makineden makineye rollerin izinlerini alır. Rolleri bu uygulamanın roller sekmesinde atayın.',
    },
    token_curl: {
      title: 'Erişim token’ı alın',
      description:
        'Token uç noktasına istemci kimlik bilgileri yetkisiyle istek gönderin. Uygulama kimliği ve gizli anahtar HTTP Basic ile kimlik doğrular.',
    },
    token_node: {
      title: 'Node.js’ten token alın',
      description: 'Uç noktaları keşif belgesinden okuyan openid-client ile aynı istek.',
    },
    call_api: {
      title: 'API’yi çağırın',
      description:
        'Erişim token’ını bearer token olarak gönderin. Token, API kaynağında ayarlanan ömrün sonunda geçerliliğini yitirir.',
    },
    checkpoint: {
      title: 'Deneyin',
      description:
        'Uygulamayı çalıştırıp giriş yapın; kullanıcınızın taleplerini görmelisiniz. Çıkış yaptığınızda uygulamaya oturum kapalı olarak dönersiniz.',
    },
  },
};

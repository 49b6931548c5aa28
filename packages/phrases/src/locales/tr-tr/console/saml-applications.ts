import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'SAML ayarları yüklenemedi.',
  create: {
    button: 'SAML uygulaması oluştur',
    title: 'SAML uygulaması oluştur',
    description:
      'Gatehouse, SAML 2.0 kullanan bir uygulamaya kullanıcıların girişini yapar: burada adlandırın, ardından ayarlarında ACS URL’sini ve varlık kimliğini girin.',
  },
  tabs: {
    attribute_mapping: 'Öznitelik eşleme',
  },
  settings: {
    general: 'Genel',
    name: 'Uygulama adı',
    description: 'Açıklama',
    sp_title: 'Hizmet sağlayıcı',
    sp_description: 'İmzalı SAML yanıtının nereye gönderildiği ve kime yönelik olduğu.',
    acs_url: 'Onay tüketici hizmeti (ACS) URL’si',
    acs_url_description: 'Hizmet sağlayıcının SAML yanıtını alan adresi.',
    acs_binding: 'Bağlama',
    acs_binding_description: 'Yanıtın ACS URL’sine nasıl ulaştığı.',
    entity_id: 'Hizmet sağlayıcı varlık kimliği',
    entity_id_description: 'Onayın hedef kitlesi, en fazla 128 karakter.',
    name_id_format: 'NameID biçimi',
    name_id_format_description: 'Kullanıcının onayın öznesinde nasıl adlandırıldığı.',
    encryption_title: 'Şifreleme',
    encryption_description: 'Onayı hizmet sağlayıcının sertifikasıyla şifrele.',
    encrypt_assertion: 'Onayı şifrele',
    encrypt_then_sign: 'Önce şifrele, sonra imzala',
    encrypt_then_sign_description: 'İmzalı bir onayı şifrelemek yerine şifreli onayı imzala.',
    encryption_certificate: 'Hizmet sağlayıcı sertifikası',
    encryption_certificate_description: 'Açık anahtarı onayı şifreleyen PEM sertifikası.',
  },
  name_id_formats: {
    persistent: 'Kalıcı (kullanıcı kimliği)',
    email_address: 'E-posta adresi',
    transient: 'Geçici (her oturum açışta yeni)',
    unspecified: 'Belirtilmemiş',
  },
  idp: {
    title: 'Kimlik sağlayıcı meta verileri',
    description:
      'Hizmet sağlayıcıya meta verilerimizi ya da çoklu oturum açma URL’sini ve etkin sertifikayı verin.',
    metadata_url: 'IdP meta veri URL’si',
    sso_url: 'Çoklu oturum açma URL’si',
    download_metadata: 'Meta verileri indir',
  },
  certificates: {
    title: 'İmzalama sertifikaları',
    description:
      'SAML yanıtları etkin sertifikayla imzalanır. Eskisinin süresi dolmadan yenisini ekleyin, ardından etkinleştirin.',
    create: 'Sertifika ekle',
    create_title: 'İmzalama sertifikası ekle',
    create_submit: 'Ekle',
    life_span: 'Geçerlilik (yıl)',
    created: 'Sertifika eklendi.',
    empty: 'Henüz sertifika yok. Bir tane ekleyin: etkin sertifika olmadan yanıtlar imzalanamaz.',
    load_error: 'Sertifikalar yüklenemedi.',
    fingerprint: 'SHA-256 parmak izi',
    status: 'Durum',
    active: 'Etkin',
    inactive: 'Etkin değil',
    expires_at: 'Sona erme',
    expired: 'Süresi doldu',
    download: 'İndir',
    activate: 'Etkinleştir',
    activated: 'Sertifika etkinleştirildi.',
    delete_label: '{{fingerprint}} sertifikasını sil',
    delete_title: 'Bu sertifika silinsin mi?',
    delete_message: 'Ona hâlâ güvenen hizmet sağlayıcılar onunla imzalanmış yanıtları reddeder.',
    deleted: 'Sertifika silindi.',
  },
  attributes: {
    title: 'Öznitelik eşleme',
    description:
      'SAML onayında gönderilen kullanıcı bilgileri ve her birinin gönderildiği öznitelik adı.',
    add: 'Öznitelik ekle',
    empty: 'Eşlenmiş öznitelik yok',
    empty_description: 'Siz bilgi eşleyene kadar yalnızca NameID gönderilir.',
    user_claim: 'Kullanıcı bilgisi',
    saml_attribute: 'SAML öznitelik adı',
    user_claim_of: '{{index}}. satırın kullanıcı bilgisi',
    saml_attribute_of: '{{index}}. satırın SAML öznitelik adı',
    remove: '{{name}} öğesini kaldır',
  },
  errors: {
    invalid_url: 'Geçerli bir http veya https URL’si girin.',
    certificate_required: 'Onayı şifrelemek için bir sertifika gerekir.',
    duplicated_attribute: 'Her bilgi yalnızca bir kez eşlenebilir.',
  },
};

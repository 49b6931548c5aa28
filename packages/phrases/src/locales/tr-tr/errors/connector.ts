export const connector = {
  authorization_failed: 'Sağlayıcı oturum açmaya izin vermedi.',
  social_auth_code_invalid: 'Sağlayıcı yetkilendirme kodunu reddetti. Lütfen yeniden oturum açın.',
  social_invalid_access_token: 'Sağlayıcı erişim belirtecini reddetti.',
  social_invalid_id_token: 'Sağlayıcının kimlik belirteci geçerli değil.',
  general: 'Bağlayıcı başarısız oldu: {{message}}',
  not_found: 'Etkin bir {{type}} bağlayıcısı bulunamadı.',
  not_found_with_connector_id: '{{connectorId}} kimliğine sahip bir bağlayıcı fabrikası yok.',
  not_implemented: 'Bağlayıcı bunu henüz yapamıyor.',
  invalid_metadata: 'Bağlayıcı meta verileri geçersiz.',
  invalid_config_guard: 'Bağlayıcı yapılandırması geçersiz.',
  invalid_config: 'Bağlayıcı yapılandırması eksik veya hatalı.',
  unexpected_type: 'Bu bağlayıcı türü burada kullanılamaz.',
  invalid_request_parameters: 'Bağlayıcıya yapılan isteğin parametreleri hatalı.',
  insufficient_request_parameters: 'Bağlayıcıya yapılan istekte bazı parametreler eksik.',
  invalid_response: 'Bağlayıcının sağlayıcısı bir hatayla yanıt verdi.',
  template_not_found: 'Bu amaç için bir mesaj şablonu bulunamadı.',
  rate_limit_exceeded: 'Çok fazla mesaj gönderildi. Daha sonra tekrar deneyin.',
  multiple_instances_not_supported: 'Bu bağlayıcı yalnızca bir kez eklenebilir.',
  invalid_type_for_syncing_profile:
    'Yalnızca sosyal bağlayıcılar kullanıcı profillerini eşitleyebilir.',
  should_specify_target: 'Standart bir bağlayıcının meta verilerinde bir hedef olmalıdır.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'Standart olmayan bir bağlayıcının meta verileri değiştirilemez.',
  multiple_target_with_same_platform: 'İki sosyal bağlayıcı aynı platformda bir hedefi paylaşamaz.',
  token_storage_not_supported: 'Bu bağlayıcı belirteç saklayamaz.',
  email_connector: {
    bulk_deletion_no_filter: 'E-posta şablonlarını silmek için bir dil veya şablon türü gerekir.',
  },
};

export const verification_code = {
  phone_email_empty: 'Telefon numarası ve e-posta adresi boş.',
  not_found: 'Doğrulama kodu bulunamadı. Önce yeni bir kod gönderin.',
  phone_mismatch: 'Telefon numarası, kodun gönderildiği numarayla eşleşmiyor.',
  email_mismatch: 'E-posta adresi, kodun gönderildiği adresle eşleşmiyor.',
  code_mismatch: 'Doğrulama kodu yanlış.',
  expired: 'Doğrulama kodunun süresi doldu. Yeni bir kod gönderin.',
  exceed_max_try: 'Çok fazla hatalı deneme. Yeni bir doğrulama kodu gönderin.',
};

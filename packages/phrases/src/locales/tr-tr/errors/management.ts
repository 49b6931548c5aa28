export const role = {
  name_in_use: '{{name}} rol adı zaten kullanılıyor.',
  scope_exists: '{{scopeId}} kimlikli izin bu role zaten eklenmiş.',
  user_exists: '{{userId}} kimlikli kullanıcı bu role zaten eklenmiş.',
  application_exists: '{{applicationId}} kimlikli uygulama bu role zaten eklenmiş.',
  default_role_missing: 'Varsayılan rol adlarının bazıları mevcut değil.',
  management_api_scopes_not_assignable_to_user_role:
    'Yönetim API’si izinleri bir kullanıcı rolüne atanamaz.',
  internal_role_violation:
    'Dahili bir rolü değiştirmeye veya silmeye çalışıyor olabilirsiniz; buna izin verilmez.',
};

export const scope = {
  name_exists: 'Bu izin adı zaten mevcut.',
  name_with_space: 'İzin adı boşluk içeremez.',
};

export const resource = {
  resource_identifier_in_use: '{{indicator}} API tanımlayıcısı zaten kullanılıyor.',
  cannot_delete_management_api: 'Yönetim API’si silinemez.',
  cannot_modify_management_api: 'Yönetim API’si değiştirilemez.',
};

export const application = {
  secret_name_exists: 'Bu ada sahip bir gizli anahtar zaten mevcut.',
  invalid_type: 'Bu uygulama türüne burada izin verilmiyor.',
  invalid_role_type: 'Bu rol türü makineden makineye bir uygulamaya atanamaz.',
  invalid_third_party_application_type:
    'Yalnızca geleneksel web, tek sayfalı ve yerel uygulamalar üçüncü taraf uygulama olarak işaretlenebilir.',
  third_party_application_only: 'Bu özellik yalnızca üçüncü taraf uygulamalar için kullanılabilir.',
  third_party_application_cannot_enable_token_exchange:
    'Üçüncü taraf uygulamalar için token değişimi etkinleştirilemez.',
  user_consent_scopes_not_found: 'Kullanıcı onay kapsamlarının bazıları mevcut değil.',
  consent_management_api_scopes_not_allowed: 'Yönetim API’si izinleri kullanıcılardan istenemez.',
  device_flow_native_only: 'Cihaz akışı yalnızca yerel uygulamalar için kullanılabilir.',
  device_flow_not_changeable: 'Cihaz akışı ayarı oluşturulduktan sonra değiştirilemez.',
  protected_application_only: 'Bu özellik yalnızca korumalı uygulamalar için kullanılabilir.',
  no_legacy_secret_found: 'Uygulamanın silinecek eski bir gizli anahtarı yok.',
  saml: {
    use_saml_app_api:
      'SAML uygulamaları için SAML uygulama API’sini (`/api/saml-applications`) kullanın.',
  },
};

export const log = {
  invalid_time_window: 'Zaman aralığı geçersiz: başlangıç, bitişten önce olmalıdır.',
  invalid_type: 'Günlük türü geçersiz.',
};

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
    saml_application_only: 'Bu API yalnızca SAML uygulamaları için kullanılabilir.',
    acs_url_binding_not_supported: "ACS URL'si için yalnızca HTTP-POST bağlaması desteklenir.",
    acs_url_scheme_not_supported: "ACS URL'si http veya https kullanmalıdır.",
    acs_url_required: "Hizmet sağlayıcının ACS URL'si yapılandırılmamış.",
    entity_id_required: 'Hizmet sağlayıcının varlık kimliği yapılandırılmamış.',
    can_not_delete_active_secret: 'Etkin imzalama sertifikası silinemez.',
    no_active_secret: 'SAML uygulamasının etkin bir imzalama sertifikası yok.',
    invalid_certificate_pem_format: 'Sertifika geçerli bir PEM sertifikası değil.',
    certificate_required: 'Onayları şifrelemek için bir sertifika gereklidir.',
    invalid_saml_request: 'SAML kimlik doğrulama isteği geçersiz.',
    auth_request_issuer_not_match:
      'Kimlik doğrulama isteğini veren, uygulamanın varlık kimliğiyle eşleşmiyor.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'SAML oturum açma oturumu çerezlerde bulunamadı.',
    sp_initiated_saml_sso_session_not_found:
      'SAML oturum açma oturumu bulunamadı veya süresi doldu.',
    state_mismatch: 'Yetkilendirme yanıtının durumu SAML oturum açma oturumuyla eşleşmiyor.',
    missing_email_address: 'Kullanıcının NameID biçiminin gerektirdiği bir e-posta adresi yok.',
    email_address_unverified: 'Kullanıcının e-posta adresi doğrulanmamış.',
  },
};

export const log = {
  invalid_time_window: 'Zaman aralığı geçersiz: başlangıç, bitişten önce olmalıdır.',
  invalid_type: 'Günlük türü geçersiz.',
};

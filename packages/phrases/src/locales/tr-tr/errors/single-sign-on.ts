import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: 'Genel e-posta alan adlarına izin verilmez.',
  duplicated_domains: 'Yinelenen alan adları var.',
  invalid_domain_format: 'Geçersiz alan adı biçimi.',
  duplicate_connector_name: 'Bağlayıcı adı zaten var. Lütfen başka bir ad seçin.',
  idp_initiated_authentication_not_supported:
    'IdP tarafından başlatılan kimlik doğrulama yalnızca SAML bağlayıcıları için desteklenir.',
  idp_initiated_authentication_invalid_application_type:
    'Geçersiz uygulama türü. Yalnızca {{type}} uygulamalarına izin verilir.',
  idp_initiated_authentication_redirect_uri_not_registered:
    "Yönlendirme URI'si kayıtlı değil. Lütfen uygulama ayarlarını kontrol edin.",
  idp_initiated_authentication_client_callback_uri_not_found:
    "IdP tarafından başlatılan kimlik doğrulama için istemci geri çağırma URI'si bulunamadı. Lütfen bağlayıcı ayarlarını kontrol edin.",
  can_not_delete_active_signing_key: 'Etkin bir imzalama anahtarı silinemez.',
  can_not_deactivate_signing_key_in_use:
    'İmzalama anahtarı kullanımda ve devre dışı bırakılamaz. Önce başka bir anahtarı etkinleştirin.',
  active_signing_key_required:
    'Bağlayıcının istekleri imzalamak için etkin bir imzalama anahtarına ihtiyacı var.',
  sso_signing_unavailable: 'SAML isteği imzalanamadı.',
};

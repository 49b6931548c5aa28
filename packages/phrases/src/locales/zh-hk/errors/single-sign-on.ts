import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: '不允許使用公共電郵網域。',
  duplicated_domains: '存在重複的網域。',
  invalid_domain_format: '網域格式無效。',
  duplicate_connector_name: '連接器名稱已存在，請換一個名稱。',
  idp_initiated_authentication_not_supported: 'IdP 發起的認證只支援 SAML 連接器。',
  idp_initiated_authentication_invalid_application_type:
    '應用程式類型無效，只允許 {{type}} 應用程式。',
  idp_initiated_authentication_redirect_uri_not_registered:
    '重新導向 URI 未註冊，請檢查應用程式設定。',
  idp_initiated_authentication_client_callback_uri_not_found:
    '找不到 IdP 發起認證的用戶端回呼 URI，請檢查連接器設定。',
  can_not_delete_active_signing_key: '不能刪除正在使用的簽署金鑰。',
  can_not_deactivate_signing_key_in_use: '此簽署金鑰正在使用，無法停用。請先啟用另一個金鑰。',
  active_signing_key_required: '連接器需要一個已啟用的簽署金鑰來簽署請求。',
  sso_signing_unavailable: '無法簽署 SAML 請求。',
};

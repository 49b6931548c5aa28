import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const role: Errors['role'] = {
  name_in_use: '角色名稱 {{name}} 已被使用。',
  scope_exists: 'ID 為 {{scopeId}} 的權限已新增到此角色。',
  user_exists: 'ID 為 {{userId}} 的用戶已新增到此角色。',
  application_exists: 'ID 為 {{applicationId}} 的應用程式已新增到此角色。',
  default_role_missing: '部分預設角色名稱不存在。',
  management_api_scopes_not_assignable_to_user_role: '管理 API 權限不能分配給用戶角色。',
  internal_role_violation: '你可能正在嘗試修改或刪除內部角色，這是不允許的。',
};

export const scope: Errors['scope'] = {
  name_exists: '該權限名稱已存在。',
  name_with_space: '權限名稱不能包含空格。',
};

export const resource: Errors['resource'] = {
  resource_identifier_in_use: 'API 識別碼 {{indicator}} 已被使用。',
  cannot_delete_management_api: '無法刪除管理 API。',
  cannot_modify_management_api: '無法修改管理 API。',
};

export const application: Errors['application'] = {
  secret_name_exists: '已存在同名的應用程式密鑰。',
  invalid_type: '此處不允許使用該應用程式類型。',
  invalid_role_type: '此類型的角色不能分配給機器對機器應用程式。',
  invalid_third_party_application_type:
    '只有傳統 Web 應用程式、單頁應用程式和原生應用程式可以標記為第三方應用程式。',
  third_party_application_only: '此功能僅適用於第三方應用程式。',
  third_party_application_cannot_enable_token_exchange: '第三方應用程式不能啟用令牌交換。',
  user_consent_scopes_not_found: '部分用戶授權範圍不存在。',
  consent_management_api_scopes_not_allowed: '不能向用戶請求管理 API 權限。',
  device_flow_native_only: '裝置授權流程僅適用於原生應用程式。',
  device_flow_not_changeable: '裝置授權流程設定在建立後無法更改。',
  protected_application_only: '此功能僅適用於受保護應用程式。',
  no_legacy_secret_found: '該應用程式沒有可刪除的舊版密鑰。',
  saml: {
    use_saml_app_api: 'SAML 應用程式請使用 SAML 應用程式 API（`/api/saml-applications`）。',
    saml_application_only: '此 API 只適用於 SAML 應用程式。',
    acs_url_binding_not_supported: 'ACS URL 只支援 HTTP-POST 綁定。',
    acs_url_scheme_not_supported: 'ACS URL 必須使用 http 或 https。',
    acs_url_required: '服務提供者的 ACS URL 尚未設定。',
    entity_id_required: '服務提供者的實體 ID 尚未設定。',
    can_not_delete_active_secret: '無法刪除正在使用的簽署證書。',
    no_active_secret: '此 SAML 應用程式沒有正在使用的簽署證書。',
    invalid_certificate_pem_format: '此證書不是有效的 PEM 證書。',
    certificate_required: '加密斷言需要提供證書。',
    invalid_saml_request: 'SAML 認證請求無效。',
    auth_request_issuer_not_match: '認證請求的簽發者與應用程式的實體 ID 不相符。',
    sp_initiated_saml_sso_session_not_found_in_cookies: '在 Cookie 中找不到 SAML 登入工作階段。',
    sp_initiated_saml_sso_session_not_found: '找不到 SAML 登入工作階段或工作階段已過期。',
    state_mismatch: '授權回應的 state 與 SAML 登入工作階段不相符。',
    missing_email_address: '用戶沒有電郵地址，但 NameID 格式需要電郵地址。',
    email_address_unverified: '用戶的電郵地址尚未驗證。',
  },
};

export const log: Errors['log'] = {
  invalid_time_window: '時間範圍無效：開始時間必須早於結束時間。',
  invalid_type: '日誌類型無效。',
};

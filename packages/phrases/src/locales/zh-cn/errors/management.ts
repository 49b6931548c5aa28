import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const role: Errors['role'] = {
  name_in_use: '角色名称 {{name}} 已被使用。',
  scope_exists: 'ID 为 {{scopeId}} 的权限已添加到此角色。',
  user_exists: 'ID 为 {{userId}} 的用户已添加到此角色。',
  application_exists: 'ID 为 {{applicationId}} 的应用已添加到此角色。',
  default_role_missing: '部分默认角色名称不存在。',
  management_api_scopes_not_assignable_to_user_role: '管理 API 权限不能分配给用户角色。',
  internal_role_violation: '你可能正在尝试修改或删除内部角色，这是不允许的。',
};

export const scope: Errors['scope'] = {
  name_exists: '该权限名称已存在。',
  name_with_space: '权限名称不能包含空格。',
};

export const resource: Errors['resource'] = {
  resource_identifier_in_use: 'API 标识符 {{indicator}} 已被使用。',
  cannot_delete_management_api: '无法删除管理 API。',
  cannot_modify_management_api: '无法修改管理 API。',
};

export const application: Errors['application'] = {
  secret_name_exists: '已存在同名的密钥。',
  invalid_type: '此处不允许使用该应用类型。',
  invalid_role_type: '此类型的角色不能分配给机器对机器应用。',
  invalid_third_party_application_type:
    '只有传统 Web 应用、单页应用和原生应用可以标记为第三方应用。',
  third_party_application_only: '此功能仅适用于第三方应用。',
  third_party_application_cannot_enable_token_exchange: '第三方应用不能启用令牌交换。',
  user_consent_scopes_not_found: '部分用户授权范围不存在。',
  consent_management_api_scopes_not_allowed: '不能向用户请求管理 API 权限。',
  device_flow_native_only: '设备授权流程仅适用于原生应用。',
  device_flow_not_changeable: '设备授权流程设置在创建后无法更改。',
  protected_application_only: '此功能仅适用于受保护应用。',
  no_legacy_secret_found: '该应用没有可删除的旧版密钥。',
  saml: {
    use_saml_app_api: 'SAML 应用请使用 SAML 应用 API（`/api/saml-applications`）。',
    saml_application_only: '此 API 仅适用于 SAML 应用。',
    acs_url_binding_not_supported: 'ACS URL 仅支持 HTTP-POST 绑定。',
    acs_url_scheme_not_supported: 'ACS URL 必须使用 http 或 https。',
    acs_url_required: '服务提供方的 ACS URL 未配置。',
    entity_id_required: '服务提供方的实体 ID 未配置。',
    can_not_delete_active_secret: '无法删除当前启用的签名证书。',
    no_active_secret: '该 SAML 应用没有启用的签名证书。',
    invalid_certificate_pem_format: '该证书不是有效的 PEM 证书。',
    certificate_required: '加密断言需要提供证书。',
    invalid_saml_request: 'SAML 认证请求无效。',
    auth_request_issuer_not_match: '认证请求的签发者与应用的实体 ID 不匹配。',
    sp_initiated_saml_sso_session_not_found_in_cookies: '在 Cookie 中找不到 SAML 登录会话。',
    sp_initiated_saml_sso_session_not_found: '找不到 SAML 登录会话或会话已过期。',
    state_mismatch: '授权响应的 state 与 SAML 登录会话不匹配。',
    missing_email_address: '用户没有邮箱地址，而 NameID 格式要求提供邮箱地址。',
    email_address_unverified: '用户的邮箱地址尚未验证。',
  },
};

export const log: Errors['log'] = {
  invalid_time_window: '时间范围无效：开始时间必须早于结束时间。',
  invalid_type: '日志类型无效。',
};

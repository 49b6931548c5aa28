import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: '不允许使用公共邮箱域名。',
  duplicated_domains: '存在重复的域名。',
  invalid_domain_format: '域名格式无效。',
  duplicate_connector_name: '连接器名称已存在，请换一个名称。',
  idp_initiated_authentication_not_supported: 'IdP 发起的认证仅支持 SAML 连接器。',
  idp_initiated_authentication_invalid_application_type: '应用类型无效，只允许 {{type}} 应用。',
  idp_initiated_authentication_redirect_uri_not_registered: '重定向 URI 未注册，请检查应用设置。',
  idp_initiated_authentication_client_callback_uri_not_found:
    '未找到 IdP 发起认证的客户端回调 URI，请检查连接器设置。',
  can_not_delete_active_signing_key: '不能删除正在使用的签名密钥。',
  can_not_deactivate_signing_key_in_use: '该签名密钥正在使用，无法停用。请先启用另一个密钥。',
  active_signing_key_required: '连接器需要一个启用的签名密钥来签署请求。',
  sso_signing_unavailable: '无法签署 SAML 请求。',
};

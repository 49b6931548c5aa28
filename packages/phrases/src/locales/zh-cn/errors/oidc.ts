import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const oidc: Errors['oidc'] = {
  aborted: '最终用户中止了交互。',
  invalid_scope: '不支持权限范围 {{scope}}。',
  invalid_scope_plural: '不支持权限范围 {{scopes}}。',
  invalid_token: '令牌无效。',
  invalid_client_metadata: '客户端元数据无效。',
  insufficient_scope: '令牌缺少权限范围 {{scopes}}。',
  invalid_request: '请求无效。',
  invalid_grant: '授权请求无效。',
  invalid_issuer: '颁发者无效。',
  invalid_redirect_uri: 'redirect_uri 与任何已注册的重定向 URI 都不匹配。',
  invalid_target: '请求的资源指示器无效。',
  access_denied: '访问被拒绝。',
  unsupported_grant_type: '不支持该授权类型。',
  unsupported_response_mode: '不支持该响应模式。',
  unsupported_response_type: '不支持该响应类型。',
  invalid_client: '客户端认证失败。',
  unauthorized_client: '该客户端无权使用此授权类型。',
  login_required: '最终用户必须登录。',
  consent_required: '最终用户必须授予同意。',
  interaction_required: '最终用户必须在登录页面上进行交互。',
  server_error: '服务器出现问题。',
  provider_error: 'OIDC 内部错误：{{message}}。',
  provider_error_fallback: '发生 OIDC 错误：{{code}}。',
  key_required: '至少需要一个密钥。',
  key_not_found: '未找到 ID 为 {{id}} 的密钥。',
  session_not_found: '未找到会话。',
  invalid_session_account_id: '会话账户 ID 无效。',
};

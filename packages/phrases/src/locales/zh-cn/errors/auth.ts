import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const auth: Errors['auth'] = {
  authorization_header_missing: '缺少 Authorization 请求头。',
  authorization_token_type_not_supported: '不支持该授权方式，请使用 Bearer 令牌。',
  unauthorized: '未授权。请检查你的凭据及其权限范围。',
  forbidden: '禁止访问。请检查你的角色和权限。',
  expected_role_not_found: '未找到所需的角色。请检查你的角色和权限。',
  jwt_sub_missing: '令牌中缺少 `sub` 声明。',
  third_party_application_forbidden: '第三方应用不允许执行此操作。',
  require_re_authentication: '请重新登录以继续。',
  exceed_token_limit: '此租户已达到令牌数量上限。',
};

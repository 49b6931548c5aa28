import type { LocalePhrases } from '../../../types.ts';
import { sessionMfa } from './session-mfa.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const session: Errors['session'] = {
  verification_failed: '验证未成功，请重试。',
  connector_id_mismatch: '连接器与发起此验证的连接器不一致。',
  identity_conflict: '该账户已关联此提供方的另一个身份。',
  not_found: '未找到登录会话。请返回并重新开始登录。',
  invalid_credentials: '账户或密码不正确。',
  registration_disabled: '注册已关闭。请联系管理员为你创建账户。',
  sign_in_disabled: '暂不可登录。请先创建账户。',
  invalid_interaction_type: '当前步骤不允许此操作。',
  identifier_not_found: '未找到用户标识。请返回并重新登录。',
  verification_session_not_found: '未找到验证记录。请重试。',
  forgot_password_not_enabled: '未启用密码重置功能。',
  insufficient_info: '缺少部分信息。',
  interaction_not_found: '未找到登录会话。请返回并重新开始登录。',
  verification_blocked_too_many_attempts: '此账户的失败尝试次数过多。请稍等片刻后重试。',
  not_supported_for_forgot_password: '重置密码时无法使用此功能。',
  captcha_required: '请完成人机验证。',
  captcha_failed: '人机验证未通过，请重试。',
  sso_enabled: '此邮箱地址需通过单点登录登录，请使用你所在组织的身份提供商继续。',
  mfa: sessionMfa,
};

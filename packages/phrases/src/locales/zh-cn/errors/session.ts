import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const session: Errors['session'] = {
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
};

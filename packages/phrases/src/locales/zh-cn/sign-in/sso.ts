import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: '单点登录',
    notice: '此邮箱已启用单点登录。请通过你所在组织的身份提供商继续。',
    signing_in: '正在通过单点登录为你登录…',
    failed_title: '单点登录失败',
    state_mismatch: '无法确认此次单点登录，请重新开始。',
    registration_closed: '尚无账户使用此身份，且注册已关闭。',
    back_to_sign_in: '返回登录',
  },
};

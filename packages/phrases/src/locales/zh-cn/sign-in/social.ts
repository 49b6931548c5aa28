import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: '通过 {{name}} 继续',
    divider: '或',
    group_label: '使用其他服务登录',
    signing_in: '正在登录…',
    link_title: '关联你的账户',
    link_description: '已存在使用 {{identifier}} 的账户。要将 {{name}} 登录关联到该账户并继续吗？',
    link_confirm: '关联并继续',
    back_to_sign_in: '返回登录',
    failed_title: '登录未成功',
    state_mismatch: '无法确认此次登录，请重新开始。',
    registration_closed: '尚无账户使用此登录方式，且注册已关闭。',
  },
};

import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: '多因素认证',
    description: '此用户已设置的第二因素。',
    empty: '此用户尚未设置任何认证因素。',
    load_error: '无法加载认证因素。',
    created: '添加于 {{date}}',
    last_used: '上次使用于 {{date}}',
    remaining_codes: '剩余 {{count}} 个代码',
    remove_label: '移除{{factor}}',
    remove_title: '移除{{factor}}？',
    remove_message: '用户将无法再用它登录，可能需要重新设置认证因素。',
    removed: '已移除{{factor}}。',
    reset_all: '重置所有认证因素',
    reset_title: '移除此用户的所有认证因素？',
    reset_message: '在用户丢失设备时使用。如策略要求，用户会重新设置 MFA。',
    reset_done: '已移除该用户的所有认证因素。',
  },
  lock: {
    locked: '因登录失败次数过多已被锁定，直到 {{date}}。',
    unlock: '解锁',
    unlocked: '用户已解锁，可以再次登录。',
  },
};

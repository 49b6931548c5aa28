import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: '多重認證',
    description: '此用戶已設定的第二因素。',
    empty: '此用戶尚未設定任何認證因素。',
    load_error: '無法載入認證因素。',
    created: '於 {{date}} 新增',
    last_used: '上次使用於 {{date}}',
    remaining_codes: '剩餘 {{count}} 組代碼',
    remove_label: '移除{{factor}}',
    remove_title: '要移除{{factor}}嗎？',
    remove_message: '用戶將無法再用它登入，可能需要重新設定認證因素。',
    removed: '已移除{{factor}}。',
    reset_all: '重設所有認證因素',
    reset_title: '要移除此用戶的所有認證因素嗎？',
    reset_message: '在用戶遺失裝置時使用。如政策要求，用戶會重新設定 MFA。',
    reset_done: '已移除該用戶的所有認證因素。',
  },
  lock: {
    locked: '因登入失敗次數過多而被鎖定，直至 {{date}}。',
    unlock: '解除鎖定',
    unlocked: '用戶已解除鎖定，可以再次登入。',
  },
};

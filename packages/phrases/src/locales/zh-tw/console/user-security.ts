import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: '多重要素驗證',
    description: '此使用者已設定的第二要素。',
    empty: '此使用者尚未設定任何驗證要素。',
    load_error: '無法載入驗證要素。',
    created: '新增於 {{date}}',
    last_used: '上次使用於 {{date}}',
    remaining_codes: '剩餘 {{count}} 組代碼',
    remove_label: '移除{{factor}}',
    remove_title: '要移除{{factor}}嗎？',
    remove_message: '使用者將無法再用它登入，可能需要重新設定驗證要素。',
    removed: '已移除{{factor}}。',
    reset_all: '重設所有驗證要素',
    reset_title: '要移除此使用者的所有驗證要素嗎？',
    reset_message: '在使用者遺失裝置時使用。若政策要求，使用者會重新設定 MFA。',
    reset_done: '已移除該使用者的所有驗證要素。',
  },
  lock: {
    locked: '因登入失敗次數過多而遭鎖定，直到 {{date}}。',
    unlock: '解除鎖定',
    unlocked: '使用者已解除鎖定，可以再次登入。',
  },
};

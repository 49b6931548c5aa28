import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: '單一登入',
    notice: '此電子郵件已啟用單一登入。請透過你所屬組織的身分提供者繼續。',
    signing_in: '正在透過單一登入為你登入…',
    failed_title: '單一登入失敗',
    state_mismatch: '無法確認此次單一登入，請重新開始。',
    registration_closed: '尚無帳號使用此身分，且註冊已關閉。',
    back_to_sign_in: '返回登入',
  },
};

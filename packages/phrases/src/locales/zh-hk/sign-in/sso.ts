import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: '單一登入',
    notice: '此電郵已啟用單一登入。請透過你所屬機構的身份提供者繼續。',
    signing_in: '正在透過單一登入為你登入…',
    failed_title: '單一登入失敗',
    state_mismatch: '無法確認此次單一登入，請重新開始。',
    registration_closed: '尚未有帳戶使用此身份，而且註冊已關閉。',
    back_to_sign_in: '返回登入',
  },
};

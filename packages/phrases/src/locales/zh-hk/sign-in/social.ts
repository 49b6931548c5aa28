import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: '透過 {{name}} 繼續',
    divider: '或',
    group_label: '使用其他服務登入',
    signing_in: '正在登入…',
    link_title: '連結你的帳戶',
    link_description: '已有使用 {{identifier}} 的帳戶。要將 {{name}} 登入連結到該帳戶並繼續嗎？',
    link_confirm: '連結並繼續',
    back_to_sign_in: '返回登入',
    failed_title: '登入未成功',
    state_mismatch: '無法確認此次登入，請重新開始。',
    registration_closed: '尚無帳戶使用此登入方式，而且註冊已關閉。',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: '帳戶中心',
    subtitle: '讓使用者在 /account 及透過 Account API 逐項管理自己的帳戶。',
    load_error: '無法載入帳戶中心設定。',
    enabled_title: '帳戶中心',
    enabled: '啟用帳戶中心',
    enabled_description: '關閉時，帳戶頁面和 Account API 會拒絕所有請求。',
    fields_title: '欄位',
    fields_description: '關閉會隱藏欄位，唯讀會顯示但不可變更，編輯允許使用者變更。',
    access: { Off: '關閉', ReadOnly: '唯讀', Edit: '編輯' },
    fields: {
      name: '姓名',
      avatar: '頭像',
      profile: '個人資料（OIDC 宣告）',
      email: '電子郵件地址',
      phone: '電話號碼',
      password: '密碼',
      username: '使用者名稱',
      social: '社群身分',
      customData: '自訂資料',
      mfa: '多重要素驗證',
      passkey: '密碼金鑰',
      session: '工作階段',
    },
    webauthn_title: '密碼金鑰相關來源',
    webauthn_origins: '相關來源',
    webauthn_origins_description: '此租戶的密碼金鑰可用的其他應用程式來源，每行一個網址。',
    webauthn_origin_invalid: '每一行都必須是網址，例如 https://app.example.com。',
  };

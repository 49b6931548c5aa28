import type { LocalePhrases } from '../../../types.ts';

type SignIn = NonNullable<LocalePhrases['sign-in']>;

export const pagePhrases: SignIn = {
  page_title: {
    sign_in: '登入',
    register: '建立帳號',
    consent: '授權存取',
    error: '出了點問題',
    not_found: '找不到頁面',
  },
  general: {
    loading: '載入中…',
    logo_alt: '標誌',
    terms_of_use: '使用條款',
    privacy_policy: '隱私政策',
    legal_links: '法律資訊',
    requirement_met: '已滿足',
    requirement_not_met: '未滿足',
  },
  sign_in: {
    title: '登入',
    description: '登入以繼續。',
    username: '使用者名稱',
    password: '密碼',
    submit: '登入',
    no_account: '還沒有帳號？',
    create_account: '建立帳號',
  },
  register: {
    title: '建立帳號',
    description: '請設定使用者名稱和密碼。',
    username: '使用者名稱',
    password: '密碼',
    confirm_password: '確認密碼',
    submit: '建立帳號',
    have_account: '已有帳號？',
    sign_in: '登入',
    closed_title: '註冊已關閉',
    closed_description: '此處無法建立新帳號。請使用已有帳號登入。',
    first_admin_title: '建立管理員帳號',
    first_admin_description:
      '這是此 Gatehouse 執行個體的第一個帳號：它將成為管理員帳號，用於登入主控台並管理一切。請設定使用者名稱和密碼。',
  },
  consent: {
    title: '授權 {{name}}',
    description: '{{name}} 請求存取你的帳號。',
    scopes_heading: '它將能夠：',
    no_scopes: '它不需要任何額外權限。',
    authorize: '授權',
    load_failed: '無法載入授權請求。',
    organizations_heading: '可存取的組織：',
    no_organizations: '您不是任何組織的成員。',
  },
  error_page: {
    title: '出了點問題',
    description: '無法完成登入請求。請返回應用程式後重試。',
    not_found_title: '找不到頁面',
    not_found_description: '此頁面不存在。',
    back_to_sign_in: '前往登入',
    experience_unavailable: '無法載入登入頁面。請稍後重試。',
    unknown_application:
      '此登入服務無法識別該應用程式。請返回應用程式，若問題持續，請聯絡其開發人員。',
    unregistered_redirect_uri:
      '該應用程式要求將你導回一個未註冊的位址。請聯絡該應用程式的開發人員。',
  },
  validation: {
    username_required: '請輸入使用者名稱。',
    username_invalid: '使用者名稱須以字母或底線開頭，且只能包含字母、數字和底線。',
    password_required: '請輸入密碼。',
    confirm_password_required: '請再次輸入密碼。',
    passwords_mismatch: '兩次輸入的密碼不一致。',
  },
};

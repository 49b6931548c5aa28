import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: '用戶名稱',
    email: '電郵',
    phone: '電話號碼',
    username_or_email: '用戶名稱或電郵',
    username_or_phone: '用戶名稱或電話號碼',
    email_or_phone: '電郵或電話號碼',
    username_or_email_or_phone: '用戶名稱、電郵或電話號碼',
    phone_hint: '請包括國家代碼，例如 +852 2123 4567。',
    required: '請填寫「{{label}}」。',
    email_invalid: '請輸入電郵地址，例如 name@example.com。',
    phone_invalid: '請輸入連國家代碼的電話號碼，只限數字。',
    change: '更改',
    continue: '繼續',
  },
  sign_in_options: {
    password_title: '輸入密碼',
    signing_in_as: '正以 {{identifier}} 登入',
    forgot_password: '忘記密碼？',
    use_code: '改用驗證碼登入',
    use_password: '改用密碼登入',
    password_changed: '密碼已更改，請用新密碼登入。',
  },
  verification_code: {
    title: '輸入驗證碼',
    description: '我們已將驗證碼發送至 {{identifier}}，10 分鐘內有效。',
    label: '驗證碼',
    submit: '繼續',
    required: '請輸入收到的驗證碼。',
    resend: '發送新驗證碼',
    resend_in: '{{seconds}} 秒後可再索取驗證碼。',
    resent: '新驗證碼已發送。',
    no_account: '尚未有帳戶使用 {{identifier}}。',
    create_account: '用它建立帳戶',
    account_exists: '已有帳戶使用 {{identifier}}。',
    sign_in_instead: '登入該帳戶',
    start_again: '重新開始',
  },
  registration: {
    code_description: '我們會發送驗證碼以作確認。',
    send_code: '發送驗證碼',
    profile_title: '完成你的帳戶',
    profile_description: '尚需一些資料才能完成。',
    finish: '完成',
  },
  forgot_password: {
    title: '重設密碼',
    description: '我們會將驗證碼發送至你帳戶的電郵或電話號碼。',
    send_code: '發送驗證碼',
    back_to_sign_in: '返回登入',
    new_password_title: '設定新密碼',
    new_password: '新密碼',
    confirm_password: '確認新密碼',
    submit: '重設密碼',
    unavailable: '此處不支援重設密碼，請聯絡此服務的支援人員。',
  },
  password_toggle: {
    show: '顯示密碼',
    hide: '隱藏密碼',
  },
  demo_app: {
    title: '即時預覽',
    description: '使用內置示範應用程式試用此租戶的登入流程。',
    sign_in: '登入',
    signed_in_title: '你已登入',
    claims: '你的 ID 權杖聲明',
    sign_out: '登出',
    failed: '登入未完成：{{error}}',
  },
};

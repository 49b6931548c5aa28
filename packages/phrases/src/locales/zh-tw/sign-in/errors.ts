import type { LocalePhrases } from '../../../types.ts';

type SignIn = NonNullable<LocalePhrases['sign-in']>;

/**
 * Messages for the error codes the experience API sends (`{code, message, data}`), keyed by code
 * so that `errors.<code>` finds them; codes missing here show the server's own message.
 */
export const errorPhrases: SignIn = {
  errors: {
    generic: '出了點問題。請重試。',
    network: '無法連線到伺服器。請檢查網路連線後重試。',
    session: {
      forgot_password_not_enabled: '此處無法重設密碼。',
      not_supported_for_forgot_password: '重設密碼期間無法執行此操作。',
      invalid_credentials: '使用者名稱或密碼不正確。',
      registration_disabled: '註冊已關閉。請使用已有帳號登入。',
      not_found: '登入工作階段已過期。請返回應用程式重新開始。',
      interaction_not_found: '登入工作階段已過期。請返回應用程式重新開始。',
      verification_session_not_found: '登入工作階段已過期。請重試。',
      verification_failed: '驗證未通過。請重試。',
      verification_blocked_too_many_attempts: '嘗試次數過多。請稍等片刻後重試。',
      identifier_not_found: '使用者名稱或密碼不正確。',
      invalid_interaction_type: '目前請求不支援此操作。',
      invalid_sign_in_method: '未啟用此登入方式。',
      identity_conflict: '此帳號已關聯到其他身分。',
      captcha_required: '請完成人機驗證。',
      captcha_failed: '人機驗證未通過。請重試。',
      unauthorized: '請先登入。',
      mfa: {
        require_mfa_verification: '登入需要進行額外驗證。',
      },
    },
    user: {
      email_already_in_use: '此電子郵件已被其他帳戶使用。',
      phone_already_in_use: '此電話號碼已被其他帳戶使用。',
      invalid_phone: '電話號碼無效，請包含國碼。',
      new_password_required_in_profile: '請設定新密碼以繼續。',
      same_password: '新密碼必須與目前的密碼不同。',
      suspended: '該帳號已被停用。',
      username_already_in_use: '該使用者名稱已被使用。',
      user_not_exist: '使用者名稱或密碼不正確。',
      sign_in_method_not_enabled: '未啟用此登入方式。',
      sign_up_method_not_enabled: '未啟用此註冊方式。',
      missing_profile: '缺少部分必填的帳號資訊。',
      username_required: '使用者名稱為必填項。',
      password_required_in_profile: '密碼為必填項。',
      suggest_mfa: '建議為此帳號設定額外驗證。',
      missing_mfa: '此帳號必須設定額外驗證。',
      username_starts_with_number: '使用者名稱不能以數字開頭。',
      username_invalid_charset_hard: '使用者名稱包含不允許使用的字元。',
      username_too_short: '使用者名稱過短。',
      username_too_long: '使用者名稱過長。',
      username_uppercase_not_allowed: '使用者名稱中不允許使用大寫字母。',
      username_lowercase_not_allowed: '使用者名稱中不允許使用小寫字母。',
      username_numbers_not_allowed: '使用者名稱中不允許使用數字。',
      username_underscore_not_allowed: '使用者名稱中不允許使用底線。',
    },
    verification_code: {
      code_mismatch: '驗證碼不正確。',
      expired: '驗證碼已過期，請重新索取。',
      exceed_max_try: '錯誤次數過多，請重新索取驗證碼。',
      not_found: '此地址沒有待驗證的驗證碼，請重新索取。',
    },
    connector: {
      not_found: '目前無法傳送驗證碼：此服務尚未設定寄件者。',
      general: '無法傳送驗證碼，請再試一次。',
    },
    password: {
      rejected: '密碼不符合要求。',
      expired: '你的密碼已過期。請重設密碼後繼續。',
    },
    password_rejected: {
      too_short: '請至少使用 {{min}} 個字元。',
      too_long: '最多只能使用 {{max}} 個字元。',
      unsupported_characters: '只能使用字母、數字、空格以及標準鍵盤上的符號。',
      character_types: '請至少使用 {{min}} 種字元：小寫字母、大寫字母、數字、符號。',
      pwned: '此密碼曾出現在資料外洩事件中。請換一個密碼。',
      restricted: {
        repetition: '避免使用重複字元，例如「aaa」。',
        sequence: '避免使用連續序列，例如「abc」、「123」或「qwe」。',
        words: '避免使用與本產品相關的詞語。',
        user_info: '避免使用你的使用者名稱或其他個人資訊。',
      },
    },
    guard: {
      invalid_input: '部分輸入的資訊無效。',
    },
    request: {
      general: '請求失敗。請重試。',
      invalid_input: '部分輸入的資訊無效。',
      message_rate_limited: '請求過多。請稍等片刻後重試。',
      rate_limited: '請求過多。請稍等片刻後重試。',
    },
    oidc: {
      invalid_request: '登入請求無效。請返回應用程式重新開始。',
      session_not_found: '登入工作階段已過期。請返回應用程式重新開始。',
      access_denied: '存取被拒絕。',
      aborted: '登入已取消。',
    },
    application: {
      user_consent_scopes_not_found: '找不到所請求的權限。',
    },
    entity: {
      not_exists: '所請求的項目不存在。',
      not_found: '所請求的項目不存在。',
    },
  },
};

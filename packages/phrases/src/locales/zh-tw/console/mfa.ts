import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: '多重要素驗證',
  subtitle: '在密碼或驗證碼之後，再要求一次身分證明。',
  load_error: '無法載入 MFA 設定。請稍後再試。',
  factors_title: '驗證要素',
  factors_description: '使用者可以設定並用來登入的第二要素。',
  factors: {
    Totp: '驗證器應用程式（TOTP）',
    WebAuthn: '通行金鑰（WebAuthn）',
    BackupCode: '備用碼',
    EmailVerificationCode: '電子郵件驗證碼',
    PhoneVerificationCode: '簡訊驗證碼',
  },
  factor_descriptions: {
    Totp: '來自 Google Authenticator 等應用程式的一次性驗證碼。',
    WebAuthn: '安全金鑰，或裝置的指紋、臉部辨識。',
    BackupCode: '十組一次性代碼，供其他要素無法使用時備用。',
    EmailVerificationCode: '傳送到使用者電子郵件地址的驗證碼（需要電子郵件連接器）。',
    PhoneVerificationCode: '傳送到使用者手機的驗證碼（需要簡訊連接器）。',
  },
  backup_code_alone: '備用碼至少需要搭配一個其他要素。',
  policy_title: '政策',
  policy_description: '使用者是否必須設定驗證要素，以及何時提示他們設定。',
  policy: {
    UserControlled: '選用：使用者在自己的帳號中設定',
    Mandatory: '強制：每位使用者在下次登入時設定驗證要素',
    PromptOnlyAtSignIn: '登入時建議設定，使用者可以略過',
    PromptAtSignInAndSignUp: '註冊和登入時建議設定，使用者可以略過',
    NoPrompt: '永不提示：使用者在自己的帳號中設定',
    PromptAtSignInAndSignUpMandatory: '註冊和登入時必須設定',
    PromptOnlyAtSignInMandatory: '僅在登入時必須設定',
  },
  passkey_title: '通行金鑰登入',
  passkey_enabled: '使用通行金鑰登入',
  passkey_enabled_description: '使用者可以用通行金鑰登入，不必輸入識別碼。',
  passkey_button: '顯示「使用通行金鑰登入」按鈕',
  passkey_autofill: '在瀏覽器自動填入中提供通行金鑰',
  labels: {
    factors: '驗證要素',
    policy: '政策',
  },
};

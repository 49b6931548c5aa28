import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: '多重認證',
  subtitle: '在密碼或驗證碼之後，再要求一次身份證明。',
  load_error: '無法載入 MFA 設定。請稍後再試。',
  factors_title: '認證因素',
  factors_description: '用戶可以設定並用來登入的第二因素。',
  factors: {
    Totp: '驗證器應用程式（TOTP）',
    WebAuthn: '通行密鑰（WebAuthn）',
    BackupCode: '後備碼',
    EmailVerificationCode: '電郵驗證碼',
    PhoneVerificationCode: '短訊驗證碼',
  },
  factor_descriptions: {
    Totp: '來自 Google Authenticator 等應用程式的一次性驗證碼。',
    WebAuthn: '安全密鑰，或裝置的指紋、面容識別。',
    BackupCode: '十組一次性代碼，供其他因素無法使用時備用。',
    EmailVerificationCode: '傳送到用戶電郵地址的驗證碼（需要電郵連接器）。',
    PhoneVerificationCode: '傳送到用戶手機的驗證碼（需要短訊連接器）。',
  },
  backup_code_alone: '後備碼至少需要配合一個其他因素。',
  policy_title: '政策',
  policy_description: '用戶是否必須設定認證因素，以及何時提示他們設定。',
  policy: {
    UserControlled: '可選：用戶在自己的帳戶中設定',
    Mandatory: '強制：每位用戶在下次登入時設定認證因素',
    PromptOnlyAtSignIn: '登入時建議設定，用戶可以略過',
    PromptAtSignInAndSignUp: '註冊和登入時建議設定，用戶可以略過',
    NoPrompt: '永不提示：用戶在自己的帳戶中設定',
    PromptAtSignInAndSignUpMandatory: '註冊和登入時必須設定',
    PromptOnlyAtSignInMandatory: '只在登入時必須設定',
  },
  passkey_title: '通行密鑰登入',
  passkey_enabled: '使用通行密鑰登入',
  passkey_enabled_description: '用戶可以用通行密鑰登入，毋須輸入識別碼。',
  passkey_button: '顯示「使用通行密鑰登入」按鈕',
  passkey_autofill: '在瀏覽器自動填寫中提供通行密鑰',
  labels: {
    factors: '認證因素',
    policy: '政策',
  },
};

import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: '多因素认证',
  subtitle: '在密码或验证码之后，再要求一次身份证明。',
  load_error: '无法加载 MFA 设置。请稍后重试。',
  factors_title: '认证因素',
  factors_description: '用户可以设置并用于登录的第二因素。',
  factors: {
    Totp: '身份验证器应用（TOTP）',
    WebAuthn: '通行密钥（WebAuthn）',
    BackupCode: '备用码',
    EmailVerificationCode: '邮箱验证码',
    PhoneVerificationCode: '短信验证码',
  },
  factor_descriptions: {
    Totp: '来自 Google Authenticator 等应用的一次性验证码。',
    WebAuthn: '安全密钥，或设备的指纹、面部识别。',
    BackupCode: '十个一次性代码，供其他因素无法使用时备用。',
    EmailVerificationCode: '发送到用户邮箱的验证码（需要邮件连接器）。',
    PhoneVerificationCode: '发送到用户手机的验证码（需要短信连接器）。',
  },
  backup_code_alone: '备用码需要至少搭配一个其他因素。',
  policy_title: '策略',
  policy_description: '用户是否必须设置认证因素，以及何时提示他们设置。',
  policy: {
    UserControlled: '可选：用户在自己的账户中设置',
    Mandatory: '强制：每个用户在下次登录时设置认证因素',
    PromptOnlyAtSignIn: '登录时建议设置，用户可以跳过',
    PromptAtSignInAndSignUp: '注册和登录时建议设置，用户可以跳过',
    NoPrompt: '从不提示：用户在自己的账户中设置',
    PromptAtSignInAndSignUpMandatory: '注册和登录时必须设置',
    PromptOnlyAtSignInMandatory: '仅在登录时必须设置',
  },
  passkey_title: '通行密钥登录',
  passkey_enabled: '使用通行密钥登录',
  passkey_enabled_description: '用户可以使用通行密钥登录，无需输入标识符。',
  passkey_button: '显示“使用通行密钥登录”按钮',
  passkey_autofill: '在浏览器自动填充中提供通行密钥',
  labels: {
    factors: '认证因素',
    policy: '策略',
  },
};

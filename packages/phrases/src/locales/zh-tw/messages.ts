import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: { name: 'OAuth 2.0', description: '允許使用者透過任何 OAuth 2.0 提供者登入。' },
    github: { name: 'GitHub', description: '允許使用者使用 GitHub 帳戶登入。' },
    google: { name: 'Google', description: '允許使用者使用 Google 帳戶登入。' },
    microsoft: {
      name: 'Microsoft',
      description: '允許使用者使用 Microsoft 公司、學校或個人帳戶登入。',
    },
    apple: { name: 'Apple', description: '允許使用者使用 Apple 帳戶登入。' },
    discord: { name: 'Discord', description: '允許使用者使用 Discord 帳戶登入。' },
    smtp: { name: 'SMTP', description: '透過任何可連線的 SMTP 伺服器寄送電子郵件。' },
    http_email: {
      name: 'HTTP 電子郵件',
      description: '將 JSON 傳送到你營運的網址來寄送電子郵件。',
    },
    http_sms: { name: 'HTTP SMS', description: '將 JSON 傳送到你營運的網址來傳送簡訊。' },
    oidc: { name: 'OIDC', description: '讓使用者透過任何 OpenID Connect 服務商登入。' },
  },
  verification_code: {
    email_subject: '你的驗證碼',
    email_content:
      '你的驗證碼是 {{code}}，將在 {{minutes}} 分鐘後過期。如果不是你本人操作，請忽略此訊息。',
    sms_content: '你的驗證碼是 {{code}}，將在 {{minutes}} 分鐘後過期。',
  },
  organization_invitation: {
    email_subject: '你受邀加入一個組織',
    email_content: '你受邀加入一個組織。請在此接受邀請：{{link}}',
  },
};

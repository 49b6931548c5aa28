import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: { name: 'OAuth 2.0', description: '允許用戶透過任何 OAuth 2.0 提供者登入。' },
    github: { name: 'GitHub', description: '允許用戶使用 GitHub 帳戶登入。' },
    google: { name: 'Google', description: '允許用戶使用 Google 帳戶登入。' },
    microsoft: {
      name: 'Microsoft',
      description: '允許用戶使用 Microsoft 工作、學校或個人帳戶登入。',
    },
    apple: { name: 'Apple', description: '允許用戶使用 Apple 帳戶登入。' },
    discord: { name: 'Discord', description: '允許用戶使用 Discord 帳戶登入。' },
    smtp: { name: 'SMTP', description: '透過任何可連接的 SMTP 伺服器發送電郵。' },
    http_email: { name: 'HTTP 電郵', description: '將 JSON 發送至你營運的網址來寄出電郵。' },
    http_sms: { name: 'HTTP SMS', description: '將 JSON 發送至你營運的網址來發出短訊。' },
    oidc: { name: 'OIDC', description: '讓用戶透過任何 OpenID Connect 服務供應商登入。' },
  },
  verification_code: {
    email_subject: '你的驗證碼',
    email_content:
      '你的驗證碼是 {{code}}，將於 {{minutes}} 分鐘後過期。如非你本人操作，請忽略此訊息。',
    sms_content: '你的驗證碼是 {{code}}，將於 {{minutes}} 分鐘後過期。',
  },
  organization_invitation: {
    email_subject: '你獲邀加入一個組織',
    email_content: '你獲邀加入一個組織。請在此接受邀請：{{link}}',
  },
};

import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
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
};

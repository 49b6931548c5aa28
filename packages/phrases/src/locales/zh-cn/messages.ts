import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    smtp: { name: 'SMTP', description: '通过任何可访问的 SMTP 服务器发送邮件。' },
    http_email: { name: 'HTTP 邮件', description: '将 JSON 发送到你运营的网址来投递邮件。' },
    http_sms: { name: 'HTTP SMS', description: '将 JSON 发送到你运营的网址来投递短信。' },
    oidc: { name: 'OIDC', description: '允许用户通过任何 OpenID Connect 服务商登录。' },
  },
  verification_code: {
    email_subject: '你的验证码',
    email_content:
      '你的验证码是 {{code}}，将在 {{minutes}} 分钟后过期。如果不是你本人操作，请忽略此消息。',
    sms_content: '你的验证码是 {{code}}，将在 {{minutes}} 分钟后过期。',
  },
};

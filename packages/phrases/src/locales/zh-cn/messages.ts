import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: { name: 'OAuth 2.0', description: '允许用户通过任意 OAuth 2.0 提供方登录。' },
    github: { name: 'GitHub', description: '允许用户使用 GitHub 账户登录。' },
    google: { name: 'Google', description: '允许用户使用 Google 账户登录。' },
    microsoft: {
      name: 'Microsoft',
      description: '允许用户使用 Microsoft 工作、学校或个人账户登录。',
    },
    apple: { name: 'Apple', description: '允许用户使用 Apple 账户登录。' },
    discord: { name: 'Discord', description: '允许用户使用 Discord 账户登录。' },
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
  organization_invitation: {
    email_subject: '你被邀请加入一个组织',
    email_content: '你被邀请加入一个组织。请在此接受邀请：{{link}}',
  },
};

import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: {
      name: 'OAuth 2.0',
      description: '任意の OAuth 2.0 プロバイダーでサインインできます。',
    },
    github: { name: 'GitHub', description: 'GitHub アカウントでサインインできます。' },
    google: { name: 'Google', description: 'Google アカウントでサインインできます。' },
    microsoft: {
      name: 'Microsoft',
      description: '職場、学校、または個人の Microsoft アカウントでサインインできます。',
    },
    apple: { name: 'Apple', description: 'Apple アカウントでサインインできます。' },
    discord: { name: 'Discord', description: 'Discord アカウントでサインインできます。' },
    smtp: { name: 'SMTP', description: '到達可能な任意の SMTP サーバー経由でメールを送信します。' },
    http_email: {
      name: 'HTTP メール',
      description: '運用中の Web アドレスに JSON を送信してメールを届けます。',
    },
    http_sms: {
      name: 'HTTP SMS',
      description: '運用中の Web アドレスに JSON を送信して SMS を届けます。',
    },
    oidc: {
      name: 'OIDC',
      description: '任意の OpenID Connect プロバイダーでサインインできるようにします。',
    },
  },
  verification_code: {
    email_subject: '認証コード',
    email_content:
      '認証コードは {{code}} です。{{minutes}} 分で有効期限が切れます。心当たりがない場合は、このメッセージを無視してください。',
    sms_content: '認証コードは {{code}} です。{{minutes}} 分で有効期限が切れます。',
  },
  organization_invitation: {
    email_subject: '組織への招待が届いています',
    email_content: '組織への参加に招待されました。こちらから招待を承諾してください: {{link}}',
  },
};

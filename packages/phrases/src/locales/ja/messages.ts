import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
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
};

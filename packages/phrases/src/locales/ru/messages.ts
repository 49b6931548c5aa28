import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    smtp: { name: 'SMTP', description: 'Отправляет письма через любой доступный SMTP-сервер.' },
    http_email: {
      name: 'HTTP-почта',
      description: 'Отправляет письма, передавая JSON на ваш веб-адрес.',
    },
    http_sms: { name: 'HTTP SMS', description: 'Отправляет SMS, передавая JSON на ваш веб-адрес.' },
    oidc: {
      name: 'OIDC',
      description: 'Позволяет входить через любого провайдера OpenID Connect.',
    },
  },
  verification_code: {
    email_subject: 'Ваш код подтверждения',
    email_content:
      'Ваш код подтверждения: {{code}}. Он действует {{minutes}} минут. Если вы его не запрашивали, проигнорируйте это сообщение.',
    sms_content: 'Ваш код подтверждения: {{code}}. Он действует {{minutes}} минут.',
  },
};

import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    smtp: { name: 'SMTP', description: 'Надсилає листи через будь-який доступний SMTP-сервер.' },
    http_email: {
      name: 'HTTP-пошта',
      description: 'Надсилає листи, передаючи JSON на вашу вебадресу.',
    },
    http_sms: { name: 'HTTP SMS', description: 'Надсилає SMS, передаючи JSON на вашу вебадресу.' },
    oidc: {
      name: 'OIDC',
      description: 'Дозволяє входити через будь-якого провайдера OpenID Connect.',
    },
  },
  verification_code: {
    email_subject: 'Ваш код підтвердження',
    email_content:
      'Ваш код підтвердження: {{code}}. Він діє {{minutes}} хвилин. Якщо ви його не запитували, проігноруйте це повідомлення.',
    sms_content: 'Ваш код підтвердження: {{code}}. Він діє {{minutes}} хвилин.',
  },
};

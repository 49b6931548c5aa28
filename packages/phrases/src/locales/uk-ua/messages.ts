import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: {
      name: 'OAuth 2.0',
      description: 'Дозволяє входити через будь-якого провайдера OAuth 2.0.',
    },
    github: { name: 'GitHub', description: 'Дозволяє входити з обліковим записом GitHub.' },
    google: { name: 'Google', description: 'Дозволяє входити з обліковим записом Google.' },
    microsoft: {
      name: 'Microsoft',
      description:
        'Дозволяє входити з робочим, навчальним або особистим обліковим записом Microsoft.',
    },
    apple: { name: 'Apple', description: 'Дозволяє входити з обліковим записом Apple.' },
    discord: { name: 'Discord', description: 'Дозволяє входити з обліковим записом Discord.' },
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
  organization_invitation: {
    email_subject: 'Вас запрошено до організації',
    email_content: 'Вас запросили приєднатися до організації. Прийміть запрошення тут: {{link}}',
  },
};

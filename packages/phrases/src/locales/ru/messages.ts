import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: {
      name: 'OAuth 2.0',
      description: 'Позволяет входить через любого провайдера OAuth 2.0.',
    },
    github: { name: 'GitHub', description: 'Позволяет входить с аккаунтом GitHub.' },
    google: { name: 'Google', description: 'Позволяет входить с аккаунтом Google.' },
    microsoft: {
      name: 'Microsoft',
      description: 'Позволяет входить с рабочей, учебной или личной учётной записью Microsoft.',
    },
    apple: { name: 'Apple', description: 'Позволяет входить с аккаунтом Apple.' },
    discord: { name: 'Discord', description: 'Позволяет входить с аккаунтом Discord.' },
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
  organization_invitation: {
    email_subject: 'Вас приглашают в организацию',
    email_content:
      'Вас пригласили присоединиться к организации. Примите приглашение здесь: {{link}}',
  },
};

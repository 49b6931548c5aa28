import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    smtp: { name: 'SMTP', description: 'Wysyła e-maile przez dowolny dostępny serwer SMTP.' },
    http_email: {
      name: 'E-mail HTTP',
      description: 'Wysyła e-maile, przesyłając JSON na prowadzony przez Ciebie adres internetowy.',
    },
    http_sms: {
      name: 'HTTP SMS',
      description: 'Wysyła SMS-y, przesyłając JSON na prowadzony przez Ciebie adres internetowy.',
    },
    oidc: {
      name: 'OIDC',
      description: 'Pozwala użytkownikom logować się u dowolnego dostawcy OpenID Connect.',
    },
  },
  verification_code: {
    email_subject: 'Twój kod weryfikacyjny',
    email_content:
      'Twój kod weryfikacyjny to {{code}}. Wygasa za {{minutes}} minut. Jeśli o niego nie prosiłeś, zignoruj tę wiadomość.',
    sms_content: 'Twój kod weryfikacyjny to {{code}}. Wygasa za {{minutes}} minut.',
  },
};

import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: {
      name: 'OAuth 2.0',
      description: 'Umożliwia logowanie przez dowolnego dostawcę OAuth 2.0.',
    },
    github: { name: 'GitHub', description: 'Umożliwia logowanie kontem GitHub.' },
    google: { name: 'Google', description: 'Umożliwia logowanie kontem Google.' },
    microsoft: {
      name: 'Microsoft',
      description: 'Umożliwia logowanie służbowym, szkolnym lub osobistym kontem Microsoft.',
    },
    apple: { name: 'Apple', description: 'Umożliwia logowanie kontem Apple.' },
    discord: { name: 'Discord', description: 'Umożliwia logowanie kontem Discord.' },
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
  organization_invitation: {
    email_subject: 'Zaproszenie do organizacji',
    email_content:
      'Otrzymujesz zaproszenie do dołączenia do organizacji. Przyjmij je tutaj: {{link}}',
  },
};

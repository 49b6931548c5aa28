/** Texts the server sends to people outside any page: connector names, default code messages. */
export const messagePhrases = {
  connectors: {
    smtp: {
      name: 'SMTP',
      description: 'Sends e-mail through any SMTP server you can reach.',
    },
    http_email: {
      name: 'HTTP e-mail',
      description: 'Sends e-mail by posting JSON to a web address you run.',
    },
    http_sms: {
      name: 'HTTP SMS',
      description: 'Sends text messages by posting JSON to a web address you run.',
    },
    oidc: {
      name: 'OIDC',
      description: 'Lets users sign in with any OpenID Connect provider.',
    },
  },
  verification_code: {
    email_subject: 'Your verification code',
    email_content:
      'Your verification code is {{code}}. It expires in {{minutes}} minutes. If you did not ask for it, ignore this message.',
    sms_content: 'Your verification code is {{code}}. It expires in {{minutes}} minutes.',
  },
} as const;

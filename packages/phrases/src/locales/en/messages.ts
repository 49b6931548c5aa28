/** Texts the server sends to people outside any page: connector names, default code messages. */
export const messagePhrases = {
  connectors: {
    oauth2: { name: 'OAuth 2.0', description: 'Lets users sign in with any OAuth 2.0 provider.' },
    github: { name: 'GitHub', description: 'Lets users sign in with their GitHub account.' },
    google: { name: 'Google', description: 'Lets users sign in with their Google account.' },
    microsoft: {
      name: 'Microsoft',
      description: 'Lets users sign in with a Microsoft work, school or personal account.',
    },
    apple: { name: 'Apple', description: 'Lets users sign in with their Apple Account.' },
    discord: { name: 'Discord', description: 'Lets users sign in with their Discord account.' },
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
  organization_invitation: {
    email_subject: 'You are invited to join an organization',
    email_content:
      'You have been invited to join an organization. Accept the invitation here: {{link}}',
  },
} as const;

import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: {
      name: 'OAuth 2.0',
      description: 'Ermöglicht die Anmeldung bei jedem OAuth-2.0-Anbieter.',
    },
    github: { name: 'GitHub', description: 'Ermöglicht die Anmeldung mit dem GitHub-Konto.' },
    google: { name: 'Google', description: 'Ermöglicht die Anmeldung mit dem Google-Konto.' },
    microsoft: {
      name: 'Microsoft',
      description:
        'Ermöglicht die Anmeldung mit einem Geschäfts-, Schul- oder privaten Microsoft-Konto.',
    },
    apple: { name: 'Apple', description: 'Ermöglicht die Anmeldung mit dem Apple Account.' },
    discord: { name: 'Discord', description: 'Ermöglicht die Anmeldung mit dem Discord-Konto.' },
    smtp: {
      name: 'SMTP',
      description: 'Sendet E-Mails über einen beliebigen erreichbaren SMTP-Server.',
    },
    http_email: {
      name: 'HTTP-E-Mail',
      description:
        'Sendet E-Mails, indem JSON an eine von dir betriebene Webadresse gesendet wird.',
    },
    http_sms: {
      name: 'HTTP SMS',
      description:
        'Sendet Textnachrichten, indem JSON an eine von dir betriebene Webadresse gesendet wird.',
    },
    oidc: {
      name: 'OIDC',
      description: 'Ermöglicht die Anmeldung bei jedem OpenID-Connect-Anbieter.',
    },
  },
  verification_code: {
    email_subject: 'Dein Bestätigungscode',
    email_content:
      'Dein Bestätigungscode lautet {{code}}. Er läuft in {{minutes}} Minuten ab. Wenn du ihn nicht angefordert hast, ignoriere diese Nachricht.',
    sms_content: 'Dein Bestätigungscode lautet {{code}}. Er läuft in {{minutes}} Minuten ab.',
  },
  organization_invitation: {
    email_subject: 'Du wurdest zu einer Organisation eingeladen',
    email_content:
      'Du wurdest eingeladen, einer Organisation beizutreten. Nimm die Einladung hier an: {{link}}',
  },
};

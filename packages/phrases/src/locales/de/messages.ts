import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
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
};

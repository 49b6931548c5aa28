import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: {
      name: 'OAuth 2.0',
      description: 'Consente di accedere con qualsiasi provider OAuth 2.0.',
    },
    github: { name: 'GitHub', description: 'Consente di accedere con un account GitHub.' },
    google: { name: 'Google', description: 'Consente di accedere con un account Google.' },
    microsoft: {
      name: 'Microsoft',
      description:
        'Consente di accedere con un account Microsoft aziendale, dell’istituto di istruzione o personale.',
    },
    apple: { name: 'Apple', description: 'Consente di accedere con un Apple Account.' },
    discord: { name: 'Discord', description: 'Consente di accedere con un account Discord.' },
    smtp: {
      name: 'SMTP',
      description: 'Invia e-mail tramite qualsiasi server SMTP raggiungibile.',
    },
    http_email: {
      name: 'E-mail HTTP',
      description: 'Invia e-mail pubblicando JSON su un indirizzo web gestito da te.',
    },
    http_sms: {
      name: 'HTTP SMS',
      description: 'Invia SMS pubblicando JSON su un indirizzo web gestito da te.',
    },
    oidc: {
      name: 'OIDC',
      description: 'Consente agli utenti di accedere con qualsiasi provider OpenID Connect.',
    },
  },
  verification_code: {
    email_subject: 'Il tuo codice di verifica',
    email_content:
      'Il tuo codice di verifica è {{code}}. Scade tra {{minutes}} minuti. Se non l’hai richiesto, ignora questo messaggio.',
    sms_content: 'Il tuo codice di verifica è {{code}}. Scade tra {{minutes}} minuti.',
  },
  organization_invitation: {
    email_subject: "Sei stato invitato a unirti a un'organizzazione",
    email_content:
      "Sei stato invitato a unirti a un'organizzazione. Accetta l'invito qui: {{link}}",
  },
};

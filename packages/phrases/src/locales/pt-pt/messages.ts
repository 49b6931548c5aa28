import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: {
      name: 'OAuth 2.0',
      description: 'Permite iniciar sessão com qualquer fornecedor OAuth 2.0.',
    },
    github: { name: 'GitHub', description: 'Permite iniciar sessão com uma conta GitHub.' },
    google: { name: 'Google', description: 'Permite iniciar sessão com uma conta Google.' },
    microsoft: {
      name: 'Microsoft',
      description:
        'Permite iniciar sessão com uma conta Microsoft profissional, escolar ou pessoal.',
    },
    apple: { name: 'Apple', description: 'Permite iniciar sessão com uma Conta Apple.' },
    discord: { name: 'Discord', description: 'Permite iniciar sessão com uma conta Discord.' },
    smtp: {
      name: 'SMTP',
      description: 'Envia e-mails através de qualquer servidor SMTP acessível.',
    },
    http_email: {
      name: 'E-mail HTTP',
      description: 'Envia e-mails publicando JSON num endereço web que gere.',
    },
    http_sms: {
      name: 'HTTP SMS',
      description: 'Envia SMS publicando JSON num endereço web que gere.',
    },
    oidc: {
      name: 'OIDC',
      description:
        'Permite aos utilizadores iniciar sessão com qualquer fornecedor OpenID Connect.',
    },
  },
  verification_code: {
    email_subject: 'O seu código de verificação',
    email_content:
      'O seu código de verificação é {{code}}. Expira dentro de {{minutes}} minutos. Se não o pediu, ignore esta mensagem.',
    sms_content: 'O seu código de verificação é {{code}}. Expira dentro de {{minutes}} minutos.',
  },
  organization_invitation: {
    email_subject: 'Foi convidado para uma organização',
    email_content:
      'Foi convidado para se juntar a uma organização. Aceite o convite aqui: {{link}}',
  },
};

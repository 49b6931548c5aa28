import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: { name: 'OAuth 2.0', description: 'Permite entrar com qualquer provedor OAuth 2.0.' },
    github: { name: 'GitHub', description: 'Permite entrar com uma conta do GitHub.' },
    google: { name: 'Google', description: 'Permite entrar com uma conta do Google.' },
    microsoft: {
      name: 'Microsoft',
      description: 'Permite entrar com uma conta Microsoft corporativa, de estudante ou pessoal.',
    },
    apple: { name: 'Apple', description: 'Permite entrar com uma Conta Apple.' },
    discord: { name: 'Discord', description: 'Permite entrar com uma conta do Discord.' },
    smtp: { name: 'SMTP', description: 'Envia e-mails por qualquer servidor SMTP acessível.' },
    http_email: {
      name: 'E-mail HTTP',
      description: 'Envia e-mails publicando JSON em um endereço web que você mantém.',
    },
    http_sms: {
      name: 'HTTP SMS',
      description: 'Envia mensagens de texto publicando JSON em um endereço web que você mantém.',
    },
    oidc: {
      name: 'OIDC',
      description: 'Permite que os usuários entrem com qualquer provedor OpenID Connect.',
    },
  },
  verification_code: {
    email_subject: 'Seu código de verificação',
    email_content:
      'Seu código de verificação é {{code}}. Ele expira em {{minutes}} minutos. Se você não o solicitou, ignore esta mensagem.',
    sms_content: 'Seu código de verificação é {{code}}. Ele expira em {{minutes}} minutos.',
  },
  organization_invitation: {
    email_subject: 'Você foi convidado para uma organização',
    email_content:
      'Você foi convidado para participar de uma organização. Aceite o convite aqui: {{link}}',
  },
};

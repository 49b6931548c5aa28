import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
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
};

import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    smtp: {
      name: 'SMTP',
      description: 'Envía correos a través de cualquier servidor SMTP accesible.',
    },
    http_email: {
      name: 'Correo HTTP',
      description: 'Envía correos publicando JSON en una dirección web que tú gestionas.',
    },
    http_sms: {
      name: 'HTTP SMS',
      description: 'Envía mensajes de texto publicando JSON en una dirección web que tú gestionas.',
    },
    oidc: {
      name: 'OIDC',
      description: 'Permite a los usuarios iniciar sesión con cualquier proveedor OpenID Connect.',
    },
  },
  verification_code: {
    email_subject: 'Tu código de verificación',
    email_content:
      'Tu código de verificación es {{code}}. Caduca en {{minutes}} minutos. Si no lo solicitaste, ignora este mensaje.',
    sms_content: 'Tu código de verificación es {{code}}. Caduca en {{minutes}} minutos.',
  },
};

import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: {
      name: 'OAuth 2.0',
      description: 'Permite iniciar sesión con cualquier proveedor OAuth 2.0.',
    },
    github: { name: 'GitHub', description: 'Permite iniciar sesión con una cuenta de GitHub.' },
    google: { name: 'Google', description: 'Permite iniciar sesión con una cuenta de Google.' },
    microsoft: {
      name: 'Microsoft',
      description:
        'Permite iniciar sesión con una cuenta de Microsoft profesional, educativa o personal.',
    },
    apple: { name: 'Apple', description: 'Permite iniciar sesión con una cuenta de Apple.' },
    discord: { name: 'Discord', description: 'Permite iniciar sesión con una cuenta de Discord.' },
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
  organization_invitation: {
    email_subject: 'Te han invitado a unirte a una organización',
    email_content:
      'Te han invitado a unirte a una organización. Acepta la invitación aquí: {{link}}',
  },
};

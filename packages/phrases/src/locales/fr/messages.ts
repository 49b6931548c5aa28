import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: {
      name: 'OAuth 2.0',
      description: 'Permet de se connecter avec n’importe quel fournisseur OAuth 2.0.',
    },
    github: { name: 'GitHub', description: 'Permet de se connecter avec un compte GitHub.' },
    google: { name: 'Google', description: 'Permet de se connecter avec un compte Google.' },
    microsoft: {
      name: 'Microsoft',
      description:
        'Permet de se connecter avec un compte Microsoft professionnel, scolaire ou personnel.',
    },
    apple: { name: 'Apple', description: 'Permet de se connecter avec un compte Apple.' },
    discord: { name: 'Discord', description: 'Permet de se connecter avec un compte Discord.' },
    smtp: {
      name: 'SMTP',
      description: 'Envoie des e-mails via n’importe quel serveur SMTP accessible.',
    },
    http_email: {
      name: 'E-mail HTTP',
      description: 'Envoie des e-mails en publiant du JSON vers une adresse web que vous gérez.',
    },
    http_sms: {
      name: 'HTTP SMS',
      description: 'Envoie des SMS en publiant du JSON vers une adresse web que vous gérez.',
    },
    oidc: {
      name: 'OIDC',
      description:
        'Permet aux utilisateurs de se connecter avec n’importe quel fournisseur OpenID Connect.',
    },
  },
  verification_code: {
    email_subject: 'Votre code de vérification',
    email_content:
      'Votre code de vérification est {{code}}. Il expire dans {{minutes}} minutes. Si vous ne l’avez pas demandé, ignorez ce message.',
    sms_content: 'Votre code de vérification est {{code}}. Il expire dans {{minutes}} minutes.',
  },
  organization_invitation: {
    email_subject: 'Vous êtes invité à rejoindre une organisation',
    email_content:
      "Vous avez été invité à rejoindre une organisation. Acceptez l'invitation ici : {{link}}",
  },
};

import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: {
      name: 'OAuth 2.0',
      description: 'Herhangi bir OAuth 2.0 sağlayıcısıyla oturum açmayı sağlar.',
    },
    github: { name: 'GitHub', description: 'GitHub hesabıyla oturum açmayı sağlar.' },
    google: { name: 'Google', description: 'Google hesabıyla oturum açmayı sağlar.' },
    microsoft: {
      name: 'Microsoft',
      description: 'İş, okul veya kişisel Microsoft hesabıyla oturum açmayı sağlar.',
    },
    apple: { name: 'Apple', description: 'Apple Hesabı ile oturum açmayı sağlar.' },
    discord: { name: 'Discord', description: 'Discord hesabıyla oturum açmayı sağlar.' },
    smtp: {
      name: 'SMTP',
      description: 'E-postaları erişebildiğiniz herhangi bir SMTP sunucusu üzerinden gönderir.',
    },
    http_email: {
      name: 'HTTP e-posta',
      description: 'E-postaları, işlettiğiniz bir web adresine JSON göndererek iletir.',
    },
    http_sms: {
      name: 'HTTP SMS',
      description: 'Kısa mesajları, işlettiğiniz bir web adresine JSON göndererek iletir.',
    },
    oidc: {
      name: 'OIDC',
      description:
        'Kullanıcıların herhangi bir OpenID Connect sağlayıcısıyla oturum açmasını sağlar.',
    },
  },
  verification_code: {
    email_subject: 'Doğrulama kodunuz',
    email_content:
      'Doğrulama kodunuz {{code}}. Kodun süresi {{minutes}} dakika içinde dolar. Bunu siz istemediyseniz bu mesajı yok sayın.',
    sms_content: 'Doğrulama kodunuz {{code}}. Kodun süresi {{minutes}} dakika içinde dolar.',
  },
  organization_invitation: {
    email_subject: 'Bir kuruluşa davet edildiniz',
    email_content: 'Bir kuruluşa katılmaya davet edildiniz. Daveti buradan kabul edin: {{link}}',
  },
};

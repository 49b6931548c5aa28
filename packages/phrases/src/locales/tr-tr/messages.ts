import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
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
};

import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    smtp: {
      name: 'SMTP',
      description: 'يرسل البريد الإلكتروني عبر أي خادم SMTP يمكنك الوصول إليه.',
    },
    http_email: {
      name: 'بريد HTTP',
      description: 'يرسل البريد الإلكتروني بإرسال JSON إلى عنوان ويب تديره.',
    },
    http_sms: {
      name: 'HTTP SMS',
      description: 'يرسل الرسائل النصية بإرسال JSON إلى عنوان ويب تديره.',
    },
    oidc: { name: 'OIDC', description: 'يتيح للمستخدمين تسجيل الدخول عبر أي مزوّد OpenID Connect.' },
  },
  verification_code: {
    email_subject: 'رمز التحقق الخاص بك',
    email_content:
      'رمز التحقق الخاص بك هو {{code}}. تنتهي صلاحيته خلال {{minutes}} دقائق. إن لم تطلبه، فتجاهل هذه الرسالة.',
    sms_content: 'رمز التحقق الخاص بك هو {{code}}. تنتهي صلاحيته خلال {{minutes}} دقائق.',
  },
};

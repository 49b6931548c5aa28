import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: { name: 'OAuth 2.0', description: 'يتيح تسجيل الدخول عبر أي مزوّد OAuth 2.0.' },
    github: { name: 'GitHub', description: 'يتيح تسجيل الدخول بحساب GitHub.' },
    google: { name: 'Google', description: 'يتيح تسجيل الدخول بحساب Google.' },
    microsoft: {
      name: 'Microsoft',
      description: 'يتيح تسجيل الدخول بحساب Microsoft للعمل أو المدرسة أو الحساب الشخصي.',
    },
    apple: { name: 'Apple', description: 'يتيح تسجيل الدخول بحساب Apple.' },
    discord: { name: 'Discord', description: 'يتيح تسجيل الدخول بحساب Discord.' },
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
  organization_invitation: {
    email_subject: 'تمت دعوتك للانضمام إلى مؤسسة',
    email_content: 'تمت دعوتك للانضمام إلى مؤسسة. اقبل الدعوة من هنا: {{link}}',
  },
};

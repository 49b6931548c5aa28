import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      'أوافق على <terms>شروط الاستخدام</terms> و<privacy>سياسة الخصوصية</privacy>.',
    agree_manual_terms: 'أوافق على <terms>شروط الاستخدام</terms>.',
    agree_manual_privacy: 'أوافق على <privacy>سياسة الخصوصية</privacy>.',
    agree_automatic_both:
      'بالمتابعة، فإنك توافق على <terms>شروط الاستخدام</terms> و<privacy>سياسة الخصوصية</privacy>.',
    agree_automatic_terms: 'بالمتابعة، فإنك توافق على <terms>شروط الاستخدام</terms>.',
    agree_automatic_privacy: 'بالمتابعة، فإنك توافق على <privacy>سياسة الخصوصية</privacy>.',
    agree_required: 'وافق على الشروط للمتابعة.',
  },
};

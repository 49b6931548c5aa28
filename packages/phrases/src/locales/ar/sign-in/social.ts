import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: 'المتابعة باستخدام {{name}}',
    divider: 'أو',
    group_label: 'سجّل الدخول بخدمة أخرى',
    signing_in: 'جارٍ تسجيل دخولك…',
    link_title: 'اربط حسابك',
    link_description:
      'يوجد بالفعل حساب بالعنوان {{identifier}}. هل تريد ربط تسجيل الدخول عبر {{name}} به والمتابعة؟',
    link_confirm: 'اربط وتابع',
    back_to_sign_in: 'العودة إلى تسجيل الدخول',
    failed_title: 'تعذّر تسجيل الدخول',
    state_mismatch: 'تعذّر تأكيد تسجيل الدخول هذا. يُرجى البدء من جديد.',
    registration_closed: 'لا يستخدم أي حساب طريقة تسجيل الدخول هذه بعد، والتسجيل مغلق.',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'تسجيل الدخول الموحد',
    notice: 'تسجيل الدخول الموحد مفعّل لهذا البريد الإلكتروني. تابع عبر موفر الهوية الخاص بمؤسستك.',
    signing_in: 'جارٍ تسجيل دخولك عبر تسجيل الدخول الموحد…',
    failed_title: 'لم ينجح تسجيل الدخول الموحد',
    state_mismatch: 'تعذّر تأكيد تسجيل الدخول الموحد هذا. يُرجى البدء من جديد.',
    registration_closed: 'لا يوجد حساب يستخدم هذه الهوية بعد، والتسجيل مغلق.',
    back_to_sign_in: 'العودة إلى تسجيل الدخول',
  },
};

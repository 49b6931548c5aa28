import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: 'المصادقة متعددة العوامل',
    description: 'العوامل الثانية التي أعدّها هذا المستخدم.',
    empty: 'لم يُعدّ هذا المستخدم أي عامل.',
    load_error: 'تعذّر تحميل العوامل.',
    created: 'أُضيف في {{date}}',
    last_used: 'آخر استخدام في {{date}}',
    remaining_codes: 'الرموز المتبقية: {{count}}',
    remove_label: 'إزالة {{factor}}',
    remove_title: 'إزالة {{factor}}؟',
    remove_message: 'لن يتمكن المستخدم من استخدامه لتسجيل الدخول، وقد يضطر إلى إعداد عامل من جديد.',
    removed: 'تمت إزالة {{factor}}.',
    reset_all: 'إعادة تعيين كل العوامل',
    reset_title: 'إزالة كل عوامل هذا المستخدم؟',
    reset_message: 'استخدم هذا عندما يفقد المستخدم جهازه. سيعدّ MFA من جديد إذا طلبت السياسة ذلك.',
    reset_done: 'تمت إزالة كل عوامل المستخدم.',
  },
  lock: {
    locked: 'مقفل بعد محاولات تسجيل دخول فاشلة كثيرة، حتى {{date}}.',
    unlock: 'إلغاء القفل',
    unlocked: 'تم إلغاء قفل المستخدم ويمكنه تسجيل الدخول مجددًا.',
  },
};

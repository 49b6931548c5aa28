import type { LocalePhrases } from '../../../types.ts';

/** Dashboard: user totals of the tenant. */
export const dashboard: NonNullable<NonNullable<LocalePhrases['console']>['dashboard']> = {
  title: 'لوحة المعلومات',
  subtitle: 'عدد الأشخاص الذين يستخدمون تطبيقاتك.',
  total_users: 'إجمالي المستخدمين',
  new_users_today: 'المستخدمون الجدد اليوم',
  new_users_7_days: 'المستخدمون الجدد خلال آخر 7 أيام',
  delta_up: 'أكثر بمقدار {{delta}} من الفترة السابقة',
  delta_down: 'أقل بمقدار {{delta}} من الفترة السابقة',
  delta_none: 'مماثل للفترة السابقة',
  load_error: 'تعذّر تحميل الإحصاءات.',
  empty: 'لا يوجد مستخدمون بعد. سيظهرون هنا فور تسجيلهم.',
  active_users: {
    title: 'المستخدمون النشطون',
    dau: 'المستخدمون النشطون يوميًا',
    wau: 'المستخدمون النشطون أسبوعيًا',
    mau: 'المستخدمون النشطون شهريًا',
    curve_title: 'المستخدمون النشطون يوميًا، آخر 30 يومًا',
    curve_summary: 'من {{from}} إلى {{to}}: الأعلى {{max}}، والأحدث {{latest}}.',
    axis_date: 'التاريخ',
    axis_users: 'المستخدمون النشطون',
    curve_empty_title: 'لا مستخدمين نشطين في آخر 30 يومًا',
    curve_empty_description: 'يمتلئ المخطط بمجرد أن يسجّل المستخدمون الدخول.',
    load_error: 'تعذّر تحميل المستخدمين النشطين.',
  },
};

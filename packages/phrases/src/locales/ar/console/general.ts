import type { LocalePhrases } from '../../../types.ts';

/** Words shared by many console screens. */
export const general: NonNullable<NonNullable<LocalePhrases['console']>['general']> = {
  page_title: 'وحدة تحكم Gatehouse',
  product_name: 'Gatehouse',
  console_title: 'وحدة التحكم',
  loading: 'جارٍ التحميل…',
  got_it: 'فهمت',
  confirm: 'تأكيد',
  cancel: 'إلغاء',
  close: 'إغلاق',
  pick_color_from_screen: 'اختيار لون من الشاشة',
  save: 'حفظ',
  retry: 'إعادة المحاولة',
  learn_more: 'معرفة المزيد',
  opens_in_new_tab: '(يُفتح في علامة تبويب جديدة)',
  required_field_missing: 'يُرجى إدخال {{field}}.',
};

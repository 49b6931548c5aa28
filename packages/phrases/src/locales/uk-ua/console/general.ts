import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Words shared by many console screens. */
export const general: Console['general'] = {
  page_title: 'Консоль Gatehouse',
  product_name: 'Gatehouse',
  console_title: 'Консоль',
  loading: 'Завантаження…',
  got_it: 'Зрозуміло',
  confirm: 'Підтвердити',
  cancel: 'Скасувати',
  close: 'Закрити',
  pick_color_from_screen: 'Вибрати колір з екрана',
  save: 'Зберегти',
  retry: 'Повторити',
  learn_more: 'Дізнатися більше',
  opens_in_new_tab: '(відкривається в новій вкладці)',
  required_field_missing: 'Заповніть поле «{{field}}».',
};

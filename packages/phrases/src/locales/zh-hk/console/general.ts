import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Words shared by many console screens. */
export const general: Console['general'] = {
  page_title: 'Gatehouse 控制台',
  product_name: 'Gatehouse',
  console_title: '控制台',
  loading: '載入中…',
  got_it: '知道了',
  confirm: '確認',
  cancel: '取消',
  close: '關閉',
  pick_color_from_screen: '從螢幕上取色',
  save: '儲存',
  retry: '重試',
  learn_more: '了解更多',
  opens_in_new_tab: '（在新分頁中開啟）',
  required_field_missing: '請輸入{{field}}。',
};

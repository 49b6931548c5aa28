import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Words shared by many console screens. */
export const general: Console['general'] = {
  page_title: 'Gatehouse 控制台',
  product_name: 'Gatehouse',
  console_title: '控制台',
  loading: '加载中…',
  got_it: '知道了',
  confirm: '确认',
  cancel: '取消',
  close: '关闭',
  pick_color_from_screen: '从屏幕上取色',
  save: '保存',
  retry: '重试',
  learn_more: '了解更多',
  opens_in_new_tab: '（在新标签页中打开）',
  required_field_missing: '请输入{{field}}。',
};

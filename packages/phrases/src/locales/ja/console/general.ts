import type { LocalePhrases } from '../../../types.ts';

export const general: NonNullable<NonNullable<LocalePhrases['console']>['general']> = {
  page_title: 'Gatehouse コンソール',
  product_name: 'Gatehouse',
  console_title: 'コンソール',
  loading: '読み込み中…',
  got_it: '了解',
  confirm: '確認',
  cancel: 'キャンセル',
  close: '閉じる',
  pick_color_from_screen: '画面から色を選択',
  save: '保存',
  retry: '再試行',
  learn_more: '詳細はこちら',
  opens_in_new_tab: '（新しいタブで開きます）',
  required_field_missing: '{{field}}を入力してください。',
};

import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Dashboard: user totals of the tenant. */
export const dashboard: Console['dashboard'] = {
  title: '儀表板',
  subtitle: '有多少人在使用你的應用程式。',
  total_users: '用戶總數',
  new_users_today: '今日新增用戶',
  new_users_7_days: '近 7 天新增用戶',
  delta_up: '比上個時段多 {{delta}}',
  delta_down: '比上個時段少 {{delta}}',
  delta_none: '與上個時段持平',
  load_error: '無法載入統計數據。',
  empty: '尚無用戶。用戶註冊後將顯示在這裏。',
  active_users: {
    title: '活躍用戶',
    dau: '日活躍用戶',
    wau: '週活躍用戶',
    mau: '月活躍用戶',
    curve_title: '日活躍用戶（近 30 天）',
    curve_summary: '{{from}} 至 {{to}}：最高 {{max}}，最新 {{latest}}。',
    axis_date: '日期',
    axis_users: '活躍用戶',
    curve_empty_title: '過去 30 天沒有活躍用戶',
    curve_empty_description: '用戶登入後，圖表就會顯示資料。',
    load_error: '無法載入活躍用戶數據。',
  },
};

import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Dashboard: user totals of the tenant. */
export const dashboard: Console['dashboard'] = {
  title: '儀表板',
  subtitle: '有多少人在使用你的應用程式。',
  total_users: '使用者總數',
  new_users_today: '今日新增使用者',
  new_users_7_days: '近 7 天新增使用者',
  delta_up: '比上一期間多 {{delta}}',
  delta_down: '比上一期間少 {{delta}}',
  delta_none: '與上一期間持平',
  load_error: '無法載入統計資料。',
  empty: '尚無使用者。使用者註冊後將顯示在這裡。',
  active_users: {
    title: '活躍使用者',
    dau: '日活躍使用者',
    wau: '週活躍使用者',
    mau: '月活躍使用者',
    curve_title: '日活躍使用者（近 30 天）',
    curve_summary: '{{from}} 至 {{to}}：最高 {{max}}，最新 {{latest}}。',
    axis_date: '日期',
    axis_users: '活躍使用者',
    curve_empty_title: '過去 30 天沒有活躍使用者',
    curve_empty_description: '使用者登入後，圖表就會顯示資料。',
    load_error: '無法載入活躍使用者資料。',
  },
};

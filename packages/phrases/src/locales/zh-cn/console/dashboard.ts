import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Dashboard: user totals of the tenant. */
export const dashboard: Console['dashboard'] = {
  title: '仪表盘',
  subtitle: '有多少人在使用你的应用。',
  total_users: '用户总数',
  new_users_today: '今日新增用户',
  new_users_7_days: '近 7 天新增用户',
  delta_up: '比上一周期多 {{delta}}',
  delta_down: '比上一周期少 {{delta}}',
  delta_none: '与上一周期持平',
  load_error: '无法加载统计数据。',
  empty: '暂无用户。用户注册后将显示在这里。',
  active_users: {
    title: '活跃用户',
    dau: '日活跃用户',
    wau: '周活跃用户',
    mau: '月活跃用户',
    curve_title: '日活跃用户（近 30 天）',
    curve_summary: '{{from}} 至 {{to}}：最高 {{max}}，最新 {{latest}}。',
    axis_date: '日期',
    axis_users: '活跃用户',
    curve_empty_title: '过去 30 天没有活跃用户',
    curve_empty_description: '用户登录后，图表就会显示数据。',
    load_error: '无法加载活跃用户数据。',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const dashboard: NonNullable<NonNullable<LocalePhrases['console']>['dashboard']> = {
  title: 'ダッシュボード',
  subtitle: 'アプリケーションを利用しているユーザー数です。',
  total_users: '総ユーザー数',
  new_users_today: '本日の新規ユーザー',
  new_users_7_days: '過去 7 日間の新規ユーザー',
  delta_up: '前の期間より {{delta}} 増加',
  delta_down: '前の期間より {{delta}} 減少',
  delta_none: '前の期間と同じです',
  load_error: '統計情報を読み込めませんでした。',
  empty: 'まだユーザーがいません。ユーザーが登録すると、ここに表示されます。',
  active_users: {
    title: 'アクティブユーザー',
    dau: '日間アクティブユーザー',
    wau: '週間アクティブユーザー',
    mau: '月間アクティブユーザー',
    curve_title: '日間アクティブユーザー（過去 30 日間）',
    curve_summary: '{{from}} から {{to}} まで: 最大 {{max}}、最新 {{latest}}。',
    axis_date: '日付',
    axis_users: 'アクティブユーザー',
    curve_empty_title: '過去 30 日間のアクティブユーザーはいません',
    curve_empty_description: 'ユーザーがサインインすると、グラフに表示されます。',
    load_error: 'アクティブユーザーを読み込めませんでした。',
  },
};

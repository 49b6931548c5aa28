/** Dashboard: user totals of the tenant. */
export const dashboard = {
  title: 'Dashboard',
  subtitle: 'How many people use your applications.',
  total_users: 'Total users',
  new_users_today: 'New users today',
  new_users_7_days: 'New users in the last 7 days',
  delta_up: '{{delta}} more than the period before',
  delta_down: '{{delta}} fewer than the period before',
  delta_none: 'Same as the period before',
  load_error: 'The statistics could not be loaded.',
  empty: 'No users yet. They will appear here once they sign up.',
  active_users: {
    title: 'Active users',
    dau: 'Daily active users',
    wau: 'Weekly active users',
    mau: 'Monthly active users',
    curve_title: 'Daily active users, last 30 days',
    curve_summary: 'From {{from}} to {{to}}: highest {{max}}, latest {{latest}}.',
    point: '{{date}}: {{users}}',
    load_error: 'The active users could not be loaded.',
  },
} as const;

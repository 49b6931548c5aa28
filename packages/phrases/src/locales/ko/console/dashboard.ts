import type { LocalePhrases } from '../../../types.ts';

export const dashboard: NonNullable<NonNullable<LocalePhrases['console']>['dashboard']> = {
  title: '대시보드',
  subtitle: '애플리케이션을 사용하는 사람의 수입니다.',
  total_users: '전체 사용자',
  new_users_today: '오늘의 신규 사용자',
  new_users_7_days: '최근 7일간 신규 사용자',
  delta_up: '이전 기간보다 {{delta}} 증가',
  delta_down: '이전 기간보다 {{delta}} 감소',
  delta_none: '이전 기간과 동일',
  load_error: '통계를 불러올 수 없습니다.',
  empty: '아직 사용자가 없습니다. 사용자가 가입하면 여기에 표시됩니다.',
  active_users: {
    title: '활성 사용자',
    dau: '일간 활성 사용자',
    wau: '주간 활성 사용자',
    mau: '월간 활성 사용자',
    curve_title: '일간 활성 사용자, 최근 30일',
    curve_summary: '{{from}}부터 {{to}}까지: 최고 {{max}}, 최근 {{latest}}.',
    axis_date: '날짜',
    axis_users: '활성 사용자',
    curve_empty_title: '최근 30일 동안 활성 사용자가 없습니다',
    curve_empty_description: '사용자가 로그인하면 차트가 채워집니다.',
    load_error: '활성 사용자를 불러올 수 없습니다.',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const general: NonNullable<NonNullable<LocalePhrases['console']>['general']> = {
  page_title: 'Gatehouse 콘솔',
  product_name: 'Gatehouse',
  console_title: '콘솔',
  loading: '불러오는 중…',
  got_it: '알겠습니다',
  confirm: '확인',
  cancel: '취소',
  close: '닫기',
  pick_color_from_screen: '화면에서 색상 선택',
  save: '저장',
  retry: '다시 시도',
  learn_more: '자세히 알아보기',
  opens_in_new_tab: '(새 탭에서 열림)',
  required_field_missing: '{{field}}을(를) 입력하세요.',
};

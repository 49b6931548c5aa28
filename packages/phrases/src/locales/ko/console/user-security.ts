import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: '다단계 인증',
    description: '이 사용자가 설정한 두 번째 인증 요소입니다.',
    empty: '이 사용자는 아직 인증 요소를 설정하지 않았습니다.',
    load_error: '인증 요소를 불러오지 못했습니다.',
    created: '{{date}}에 추가됨',
    last_used: '마지막 사용: {{date}}',
    remaining_codes: '코드 {{count}}개 남음',
    remove_label: '{{factor}} 제거',
    remove_title: '{{factor}}을(를) 제거할까요?',
    remove_message:
      '사용자는 더 이상 이것으로 로그인할 수 없으며 인증 요소를 다시 설정해야 할 수 있습니다.',
    removed: '{{factor}}을(를) 제거했습니다.',
    reset_all: '모든 인증 요소 초기화',
    reset_title: '이 사용자의 모든 인증 요소를 제거할까요?',
    reset_message:
      '사용자가 기기를 잃어버렸을 때 사용하세요. 정책에서 요구하면 사용자가 MFA를 다시 설정합니다.',
    reset_done: '사용자의 모든 인증 요소를 제거했습니다.',
  },
  lock: {
    locked: '로그인 실패가 너무 많아 {{date}}까지 잠겼습니다.',
    unlock: '잠금 해제',
    unlocked: '사용자의 잠금이 해제되어 다시 로그인할 수 있습니다.',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: '{{name}}(으)로 계속',
    divider: '또는',
    group_label: '다른 서비스로 로그인',
    signing_in: '로그인하는 중…',
    link_title: '계정 연결',
    link_description:
      '{{identifier}} 계정이 이미 있습니다. {{name}} 로그인을 이 계정에 연결하고 계속할까요?',
    link_confirm: '연결하고 계속',
    back_to_sign_in: '로그인으로 돌아가기',
    failed_title: '로그인하지 못했습니다',
    state_mismatch: '이 로그인을 확인할 수 없습니다. 처음부터 다시 시작해 주세요.',
    registration_closed: '아직 이 로그인을 사용하는 계정이 없으며 가입이 닫혀 있습니다.',
  },
};

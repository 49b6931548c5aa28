import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: '싱글 사인온',
    notice: '이 이메일에는 싱글 사인온이 사용 설정되어 있습니다. 조직의 ID 공급자로 계속하세요.',
    signing_in: '싱글 사인온으로 로그인하는 중…',
    failed_title: '싱글 사인온이 작동하지 않았습니다',
    state_mismatch: '이 싱글 사인온을 확인할 수 없습니다. 처음부터 다시 시작하세요.',
    registration_closed: '이 ID를 사용하는 계정이 아직 없으며 가입이 닫혀 있습니다.',
    back_to_sign_in: '로그인으로 돌아가기',
  },
};

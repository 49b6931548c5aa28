import type { LocalePhrases } from '../../../types.ts';

export const passwordPhrases: NonNullable<LocalePhrases['sign-in']> = {
  password_hints: {
    heading: '비밀번호 요구 사항:',
    min_length: '{{min}}자 이상',
    character_types: '소문자, 대문자, 숫자, 기호 중 최소 {{min}}가지 유형의 문자',
  },
};

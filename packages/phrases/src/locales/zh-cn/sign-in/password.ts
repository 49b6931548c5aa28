import type { LocalePhrases } from '../../../types.ts';

type SignIn = NonNullable<LocalePhrases['sign-in']>;

export const passwordPhrases: SignIn = {
  /** Live hints shown while a new password is typed, phrased as requirements. */
  password_hints: {
    heading: '你的密码需要：',
    min_length: '至少 {{min}} 个字符',
    character_types: '至少包含 {{min}} 种字符：小写字母、大写字母、数字、符号',
  },
};

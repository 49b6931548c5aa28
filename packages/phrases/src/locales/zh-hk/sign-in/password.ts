import type { LocalePhrases } from '../../../types.ts';

type SignIn = NonNullable<LocalePhrases['sign-in']>;

export const passwordPhrases: SignIn = {
  /** Live hints shown while a new password is typed, phrased as requirements. */
  password_hints: {
    heading: '你的密碼需要：',
    min_length: '至少 {{min}} 個字元',
    character_types: '至少包含 {{min}} 種字元：小寫字母、大寫字母、數字、符號',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const passwordPhrases: NonNullable<LocalePhrases['sign-in']> = {
  password_hints: {
    heading: 'パスワードの要件:',
    min_length: '{{min}} 文字以上',
    character_types: '小文字、大文字、数字、記号のうち {{min}} 種類以上の文字',
  },
};

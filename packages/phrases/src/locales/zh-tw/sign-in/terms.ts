import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both: '我同意<terms>使用條款</terms>和<privacy>隱私權政策</privacy>。',
    agree_manual_terms: '我同意<terms>使用條款</terms>。',
    agree_manual_privacy: '我同意<privacy>隱私權政策</privacy>。',
    agree_automatic_both:
      '繼續即表示你同意<terms>使用條款</terms>和<privacy>隱私權政策</privacy>。',
    agree_automatic_terms: '繼續即表示你同意<terms>使用條款</terms>。',
    agree_automatic_privacy: '繼續即表示你同意<privacy>隱私權政策</privacy>。',
    agree_required: '請同意條款以繼續。',
  },
};

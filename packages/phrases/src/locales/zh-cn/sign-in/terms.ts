import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both: '我同意<terms>使用条款</terms>和<privacy>隐私政策</privacy>。',
    agree_manual_terms: '我同意<terms>使用条款</terms>。',
    agree_manual_privacy: '我同意<privacy>隐私政策</privacy>。',
    agree_automatic_both: '继续即表示你同意<terms>使用条款</terms>和<privacy>隐私政策</privacy>。',
    agree_automatic_terms: '继续即表示你同意<terms>使用条款</terms>。',
    agree_automatic_privacy: '继续即表示你同意<privacy>隐私政策</privacy>。',
    agree_required: '请同意条款以继续。',
  },
};

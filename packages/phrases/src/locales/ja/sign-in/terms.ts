import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      '<terms>利用規約</terms>と<privacy>プライバシーポリシー</privacy>に同意します。',
    agree_manual_terms: '<terms>利用規約</terms>に同意します。',
    agree_manual_privacy: '<privacy>プライバシーポリシー</privacy>に同意します。',
    agree_automatic_both:
      '続行すると、<terms>利用規約</terms>と<privacy>プライバシーポリシー</privacy>に同意したことになります。',
    agree_automatic_terms: '続行すると、<terms>利用規約</terms>に同意したことになります。',
    agree_automatic_privacy:
      '続行すると、<privacy>プライバシーポリシー</privacy>に同意したことになります。',
    agree_required: '続行するには規約に同意してください。',
  },
};

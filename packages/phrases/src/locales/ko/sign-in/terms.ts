import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      '<terms>이용약관</terms> 및 <privacy>개인정보 처리방침</privacy>에 동의합니다.',
    agree_manual_terms: '<terms>이용약관</terms>에 동의합니다.',
    agree_manual_privacy: '<privacy>개인정보 처리방침</privacy>에 동의합니다.',
    agree_automatic_both:
      '계속하면 <terms>이용약관</terms> 및 <privacy>개인정보 처리방침</privacy>에 동의하는 것입니다.',
    agree_automatic_terms: '계속하면 <terms>이용약관</terms>에 동의하는 것입니다.',
    agree_automatic_privacy: '계속하면 <privacy>개인정보 처리방침</privacy>에 동의하는 것입니다.',
    agree_required: '계속하려면 약관에 동의하세요.',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      '<terms>Kullanım koşullarını</terms> ve <privacy>Gizlilik politikasını</privacy> kabul ediyorum.',
    agree_manual_terms: '<terms>Kullanım koşullarını</terms> kabul ediyorum.',
    agree_manual_privacy: '<privacy>Gizlilik politikasını</privacy> kabul ediyorum.',
    agree_automatic_both:
      'Devam ederek <terms>Kullanım koşullarını</terms> ve <privacy>Gizlilik politikasını</privacy> kabul etmiş olursunuz.',
    agree_automatic_terms:
      'Devam ederek <terms>Kullanım koşullarını</terms> kabul etmiş olursunuz.',
    agree_automatic_privacy:
      'Devam ederek <privacy>Gizlilik politikasını</privacy> kabul etmiş olursunuz.',
    agree_required: 'Devam etmek için koşulları kabul edin.',
  },
};

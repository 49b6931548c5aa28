import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      'Ich stimme den <terms>Nutzungsbedingungen</terms> und der <privacy>Datenschutzerklärung</privacy> zu.',
    agree_manual_terms: 'Ich stimme den <terms>Nutzungsbedingungen</terms> zu.',
    agree_manual_privacy: 'Ich stimme der <privacy>Datenschutzerklärung</privacy> zu.',
    agree_automatic_both:
      'Wenn Sie fortfahren, stimmen Sie den <terms>Nutzungsbedingungen</terms> und der <privacy>Datenschutzerklärung</privacy> zu.',
    agree_automatic_terms:
      'Wenn Sie fortfahren, stimmen Sie den <terms>Nutzungsbedingungen</terms> zu.',
    agree_automatic_privacy:
      'Wenn Sie fortfahren, stimmen Sie der <privacy>Datenschutzerklärung</privacy> zu.',
    agree_required: 'Stimmen Sie den Bedingungen zu, um fortzufahren.',
  },
};

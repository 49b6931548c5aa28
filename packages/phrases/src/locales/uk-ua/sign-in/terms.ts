import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      'Я приймаю <terms>Умови використання</terms> та <privacy>Політику конфіденційності</privacy>.',
    agree_manual_terms: 'Я приймаю <terms>Умови використання</terms>.',
    agree_manual_privacy: 'Я приймаю <privacy>Політику конфіденційності</privacy>.',
    agree_automatic_both:
      'Продовжуючи, ви приймаєте <terms>Умови використання</terms> та <privacy>Політику конфіденційності</privacy>.',
    agree_automatic_terms: 'Продовжуючи, ви приймаєте <terms>Умови використання</terms>.',
    agree_automatic_privacy:
      'Продовжуючи, ви приймаєте <privacy>Політику конфіденційності</privacy>.',
    agree_required: 'Прийміть умови, щоб продовжити.',
  },
};

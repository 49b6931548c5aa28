import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      'Akceptuję <terms>Warunki korzystania</terms> i <privacy>Politykę prywatności</privacy>.',
    agree_manual_terms: 'Akceptuję <terms>Warunki korzystania</terms>.',
    agree_manual_privacy: 'Akceptuję <privacy>Politykę prywatności</privacy>.',
    agree_automatic_both:
      'Kontynuując, akceptujesz <terms>Warunki korzystania</terms> i <privacy>Politykę prywatności</privacy>.',
    agree_automatic_terms: 'Kontynuując, akceptujesz <terms>Warunki korzystania</terms>.',
    agree_automatic_privacy: 'Kontynuując, akceptujesz <privacy>Politykę prywatności</privacy>.',
    agree_required: 'Zaakceptuj warunki, aby kontynuować.',
  },
};

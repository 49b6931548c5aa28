import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      "J'accepte les <terms>Conditions d'utilisation</terms> et la <privacy>Politique de confidentialité</privacy>.",
    agree_manual_terms: "J'accepte les <terms>Conditions d'utilisation</terms>.",
    agree_manual_privacy: "J'accepte la <privacy>Politique de confidentialité</privacy>.",
    agree_automatic_both:
      "En continuant, vous acceptez les <terms>Conditions d'utilisation</terms> et la <privacy>Politique de confidentialité</privacy>.",
    agree_automatic_terms:
      "En continuant, vous acceptez les <terms>Conditions d'utilisation</terms>.",
    agree_automatic_privacy:
      'En continuant, vous acceptez la <privacy>Politique de confidentialité</privacy>.',
    agree_required: 'Acceptez les conditions pour continuer.',
  },
};

import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      "Accetto i <terms>Termini di utilizzo</terms> e l'<privacy>Informativa sulla privacy</privacy>.",
    agree_manual_terms: 'Accetto i <terms>Termini di utilizzo</terms>.',
    agree_manual_privacy: "Accetto l'<privacy>Informativa sulla privacy</privacy>.",
    agree_automatic_both:
      "Continuando, accetti i <terms>Termini di utilizzo</terms> e l'<privacy>Informativa sulla privacy</privacy>.",
    agree_automatic_terms: 'Continuando, accetti i <terms>Termini di utilizzo</terms>.',
    agree_automatic_privacy: "Continuando, accetti l'<privacy>Informativa sulla privacy</privacy>.",
    agree_required: 'Accetta le condizioni per continuare.',
  },
};

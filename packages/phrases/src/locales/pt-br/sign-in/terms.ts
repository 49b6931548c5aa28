import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      'Concordo com os <terms>Termos de uso</terms> e a <privacy>Política de privacidade</privacy>.',
    agree_manual_terms: 'Concordo com os <terms>Termos de uso</terms>.',
    agree_manual_privacy: 'Concordo com a <privacy>Política de privacidade</privacy>.',
    agree_automatic_both:
      'Ao continuar, você concorda com os <terms>Termos de uso</terms> e a <privacy>Política de privacidade</privacy>.',
    agree_automatic_terms: 'Ao continuar, você concorda com os <terms>Termos de uso</terms>.',
    agree_automatic_privacy:
      'Ao continuar, você concorda com a <privacy>Política de privacidade</privacy>.',
    agree_required: 'Concorde com os termos para continuar.',
  },
};

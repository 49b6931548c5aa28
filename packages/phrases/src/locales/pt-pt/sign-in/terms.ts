import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      'Concordo com os <terms>Termos de utilização</terms> e a <privacy>Política de privacidade</privacy>.',
    agree_manual_terms: 'Concordo com os <terms>Termos de utilização</terms>.',
    agree_manual_privacy: 'Concordo com a <privacy>Política de privacidade</privacy>.',
    agree_automatic_both:
      'Ao continuar, concorda com os <terms>Termos de utilização</terms> e a <privacy>Política de privacidade</privacy>.',
    agree_automatic_terms: 'Ao continuar, concorda com os <terms>Termos de utilização</terms>.',
    agree_automatic_privacy:
      'Ao continuar, concorda com a <privacy>Política de privacidade</privacy>.',
    agree_required: 'Aceite os termos para continuar.',
  },
};

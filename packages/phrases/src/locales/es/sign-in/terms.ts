import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      'Acepto los <terms>Términos de uso</terms> y la <privacy>Política de privacidad</privacy>.',
    agree_manual_terms: 'Acepto los <terms>Términos de uso</terms>.',
    agree_manual_privacy: 'Acepto la <privacy>Política de privacidad</privacy>.',
    agree_automatic_both:
      'Al continuar, aceptas los <terms>Términos de uso</terms> y la <privacy>Política de privacidad</privacy>.',
    agree_automatic_terms: 'Al continuar, aceptas los <terms>Términos de uso</terms>.',
    agree_automatic_privacy: 'Al continuar, aceptas la <privacy>Política de privacidad</privacy>.',
    agree_required: 'Acepta las condiciones para continuar.',
  },
};

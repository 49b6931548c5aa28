import type { LocalePhrases } from '../../../types.ts';

export const passwordPhrases: NonNullable<LocalePhrases['sign-in']> = {
  /** Live hints shown while a new password is typed, phrased as requirements. */
  password_hints: {
    heading: 'Tu contraseña necesita:',
    min_length: 'Al menos {{min}} caracteres',
    character_types:
      'Caracteres de al menos {{min}} tipos: minúsculas, mayúsculas, dígitos, símbolos',
  },
};

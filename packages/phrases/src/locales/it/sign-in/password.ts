import type { LocalePhrases } from '../../../types.ts';

export const passwordPhrases: NonNullable<LocalePhrases['sign-in']> = {
  password_hints: {
    heading: 'La tua password deve avere:',
    min_length: 'Almeno {{min}} caratteri',
    character_types:
      'Caratteri di almeno {{min}} tipi: lettere minuscole, lettere maiuscole, cifre, simboli',
  },
};

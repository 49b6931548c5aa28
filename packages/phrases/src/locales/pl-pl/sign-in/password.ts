import type { LocalePhrases } from '../../../types.ts';

export const passwordPhrases: NonNullable<LocalePhrases['sign-in']> = {
  password_hints: {
    heading: 'Hasło musi zawierać:',
    min_length: 'Co najmniej {{min}} znaków',
    character_types:
      'Znaki co najmniej {{min}} rodzajów: małe litery, wielkie litery, cyfry, symbole',
  },
};

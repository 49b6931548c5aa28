import type { LocalePhrases } from '../../../types.ts';

export const passwordPhrases: NonNullable<LocalePhrases['sign-in']> = {
  /** Live hints shown while a new password is typed, phrased as requirements. */
  password_hints: {
    heading: 'Votre mot de passe doit contenir :',
    min_length: 'Au moins {{min}} caractères',
    character_types:
      'Des caractères d’au moins {{min}} types : minuscules, majuscules, chiffres, symboles',
  },
};

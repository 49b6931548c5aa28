import type { LocalePhrases } from '../../../types.ts';

export const passwordPhrases: NonNullable<LocalePhrases['sign-in']> = {
  /** Live hints shown while a new password is typed, phrased as requirements. */
  password_hints: {
    heading: 'Ihr Passwort benötigt:',
    min_length: 'Mindestens {{min}} Zeichen',
    character_types:
      'Zeichen aus mindestens {{min}} Arten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen',
  },
};

import type { LocalePhrases } from '../../../types.ts';

type SignIn = NonNullable<LocalePhrases['sign-in']>;

export const passwordPhrases: SignIn = {
  /** Live hints shown while a new password is typed, phrased as requirements. */
  password_hints: {
    heading: 'Пароль має містити:',
    min_length: 'Щонайменше {{min}} символів',
    character_types:
      'Символи щонайменше {{min}} типів: малі літери, великі літери, цифри, спеціальні символи',
  },
};

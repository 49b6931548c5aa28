export const passwordPhrases = {
  /** Live hints shown while a new password is typed, phrased as requirements. */
  password_hints: {
    heading: 'Your password needs:',
    min_length: 'At least {{min}} characters',
    character_types:
      'Characters of at least {{min}} types: lowercase letters, uppercase letters, digits, symbols',
  },
} as const;

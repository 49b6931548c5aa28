/** Language and appearance choices. Language names themselves come from `languageNames`. */
export const language = {
  current: 'Current language: {{name}}',
  choose: 'Choose language',
} as const;

import type { LocalePhrases } from '../../../types.ts';

/** Language and appearance choices. Language names themselves come from `languageNames`. */
export const language: NonNullable<NonNullable<LocalePhrases['console']>['language']> = {
  current: 'Langue actuelle : {{name}}',
  choose: 'Choisir la langue',
};

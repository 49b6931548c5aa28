import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Language and appearance choices. Language names themselves come from `languageNames`. */
export const language: Console['language'] = {
  current: 'Поточна мова: {{name}}',
  choose: 'Вибрати мову',
};

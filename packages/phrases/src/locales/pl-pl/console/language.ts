import type { LocalePhrases } from '../../../types.ts';

export const language: NonNullable<NonNullable<LocalePhrases['console']>['language']> = {
  current: 'Bieżący język: {{name}}',
  choose: 'Wybierz język',
};

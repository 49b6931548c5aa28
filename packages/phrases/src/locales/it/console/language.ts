import type { LocalePhrases } from '../../../types.ts';

export const language: NonNullable<NonNullable<LocalePhrases['console']>['language']> = {
  current: 'Lingua attuale: {{name}}',
  choose: 'Scegli la lingua',
};

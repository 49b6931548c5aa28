import type { LocalePhrases } from '../../../types.ts';

export const language: NonNullable<NonNullable<LocalePhrases['console']>['language']> = {
  current: '現在の言語: {{name}}',
  choose: '言語を選択',
};

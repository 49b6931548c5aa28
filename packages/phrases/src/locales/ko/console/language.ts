import type { LocalePhrases } from '../../../types.ts';

export const language: NonNullable<NonNullable<LocalePhrases['console']>['language']> = {
  current: '현재 언어: {{name}}',
  choose: '언어 선택',
};

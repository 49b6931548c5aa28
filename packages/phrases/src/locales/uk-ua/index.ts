import type { LocalePhrases } from '../../types.ts';
import { consolePhrases } from './console/index.ts';
import { errorPhrases } from './errors/index.ts';
import { messagePhrases } from './messages.ts';
import { signInPhrases } from './sign-in/index.ts';

export const ukUA: LocalePhrases = {
  console: consolePhrases,
  'sign-in': signInPhrases,
  errors: errorPhrases,
  messages: messagePhrases,
};

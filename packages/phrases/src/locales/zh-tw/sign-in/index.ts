import type { LocalePhrases } from '../../../types.ts';
import { errorPhrases } from './errors.ts';
import { pagePhrases } from './pages.ts';
import { passwordPhrases } from './password.ts';
import { termsPhrases } from './terms.ts';

export const signInPhrases: LocalePhrases['sign-in'] = {
  ...pagePhrases,
  ...passwordPhrases,
  ...errorPhrases,
  ...termsPhrases,
};

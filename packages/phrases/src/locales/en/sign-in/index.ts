import { errorPhrases } from './errors.ts';
import { pagePhrases } from './pages.ts';
import { passwordPhrases } from './password.ts';
import { termsPhrases } from './terms.ts';

export const signInPhrases = {
  ...pagePhrases,
  ...passwordPhrases,
  ...errorPhrases,
  ...termsPhrases,
} as const;

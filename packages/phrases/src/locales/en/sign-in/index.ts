import { errorPhrases } from './errors.ts';
import { pagePhrases } from './pages.ts';
import { passwordPhrases } from './password.ts';

export const signInPhrases = {
  ...pagePhrases,
  ...passwordPhrases,
  ...errorPhrases,
} as const;

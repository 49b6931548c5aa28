import type { LocalePhrases } from '../../../types.ts';
import { accountPhrases } from './account.ts';
import { errorPhrases } from './errors.ts';
import { mfaPhrases } from './mfa.ts';
import { pagePhrases } from './pages.ts';
import { passwordPhrases } from './password.ts';
import { passwordlessPhrases } from './passwordless.ts';
import { socialPhrases } from './social.ts';
import { ssoPhrases } from './sso.ts';
import { termsPhrases } from './terms.ts';

export const signInPhrases: LocalePhrases['sign-in'] = {
  ...pagePhrases,
  ...passwordPhrases,
  ...errorPhrases,
  ...termsPhrases,
  ...socialPhrases,
  ...ssoPhrases,
  ...passwordlessPhrases,
  ...mfaPhrases,
  ...accountPhrases,
};

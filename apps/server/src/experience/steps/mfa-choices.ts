import { ApiError } from '../../http/api-error.ts';
import type { ExperienceMfaState } from '../mfa-records.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { isMandatoryPolicy } from './mfa-policy.ts';
import { requireIdentifiedUser } from './mfa-step-helpers.ts';
import type { StepContext } from './step-context.ts';

type Choice = 'mfaSkipped' | 'suggestionSkipped' | 'mfaEnabled' | 'passkeySkipped';

/**
 * `POST /api/experience/profile/mfa/{mfa-skipped|mfa-suggestion-skipped|mfa-enabled|passkey-skipped}`:
 * remembers the person's choice, written to the user's flags at submission. Skipping MFA is
 * refused under a mandatory policy (422 `session.mfa.mfa_policy_not_user_controlled`).
 */
export const recordMfaChoice = async (step: StepContext, choice: Choice) => {
  requireIdentifiedUser(step.state);
  if (choice === 'mfaSkipped' || choice === 'suggestionSkipped') {
    const { experience } = await step.tenant.transaction(readSignInExperience);
    if (isMandatoryPolicy(experience.mfa.policy)) {
      throw new ApiError('session.mfa.mfa_policy_not_user_controlled', { status: 422 });
    }
  }
  const mfa: ExperienceMfaState = { ...step.state.mfa, [choice]: true };
  step.state.mfa = mfa;
};

import type { SentinelActivityRow } from '../../queries/sentinel-activities.ts';
import {
  assertNotLocked,
  effectiveSentinelPolicy,
  mfaSentinelTargetOf,
} from '../../services/sentinel.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { checkUnderSentinel } from './check-under-sentinel.ts';
import type { StepContext } from './step-context.ts';

/**
 * Runs a check of the user's second factor (bound TOTP, backup code, MFA code) under the
 * sentinel (decision 013): refused at once while the account is locked, a wrong answer counts,
 * and the one that reaches `sentinelPolicy.maxAttempts` locks the account, right codes included,
 * until the lock ends or an administrator unlocks the user id.
 */
export const checkMfaUnderSentinel = async <T>(
  step: StepContext,
  userId: string,
  action: SentinelActivityRow['action'],
  check: () => Promise<T>,
): Promise<T> => {
  const target = mfaSentinelTargetOf(userId);
  const policy = await step.tenant.transaction(async (tx) => {
    await assertNotLocked(tx, target);
    return effectiveSentinelPolicy((await readSignInExperience(tx)).experience.sentinelPolicy);
  });
  return checkUnderSentinel(step, { target, action, policy }, check);
};

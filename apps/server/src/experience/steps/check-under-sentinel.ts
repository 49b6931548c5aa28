import type { SentinelActivityRow, SentinelTarget } from '../../queries/sentinel-activities.ts';
import {
  type EffectiveSentinelPolicy,
  reportSentinelActivity,
  sentinelLockError,
} from '../../services/sentinel.ts';
import type { StepContext } from './step-context.ts';

export type SentinelWatch = {
  target: SentinelTarget;
  action: SentinelActivityRow['action'];
  policy: EffectiveSentinelPolicy;
};

/**
 * Runs a password or code check and reports its outcome to the sentinel (services/sentinel.ts).
 * A failed check rethrows its own error, except the failure that locks the identifier, which
 * answers with the lock. The caller has already refused a locked identifier (`assertNotLocked`)
 * before spending any hashing work on it.
 */
export const checkUnderSentinel = async <T>(
  { tenant }: StepContext,
  { target, action, policy }: SentinelWatch,
  check: () => Promise<T>,
): Promise<T> => {
  let result: T;
  try {
    result = await check();
  } catch (error: unknown) {
    const lockedUntil = await tenant.transaction((tx) =>
      reportSentinelActivity(tx, { target, action, succeeded: false, policy }),
    );
    throw lockedUntil ? sentinelLockError(lockedUntil) : error;
  }
  await tenant.transaction((tx) =>
    reportSentinelActivity(tx, { target, action, succeeded: true, policy }),
  );
  return result;
};

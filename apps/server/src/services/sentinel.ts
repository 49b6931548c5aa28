import { createHash } from 'node:crypto';
import { generateStandardId } from '@gatehouse/schemas';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  countCountedFailures,
  deleteSentinelActivities,
  deleteStaleSentinelActivities,
  findActiveLockUntil,
  insertSentinelActivity,
  type SentinelActivityRow,
  type SentinelTarget,
} from '../queries/sentinel-activities.ts';
import { DomainError } from './domain-error.ts';

/**
 * The sentinel (contract "Sentinel", sign-in experience `sentinelPolicy`): after `maxAttempts`
 * failed password or code attempts on one identifier within `failureWindowMs`, the identifier is
 * locked for `lockoutDuration` minutes and every attempt on it, right or wrong, is refused with
 * 400 `session.verification_blocked_too_many_attempts` before any password is hashed. A success
 * or a served lock starts a new count; the management API's unlock forgets the identifier.
 */
export const defaultSentinelPolicy = { maxAttempts: 100, lockoutDuration: 60 } as const;

/** Failures older than this no longer count towards a lock ("within an hour", as Logto does). */
export const failureWindowMs = 60 * 60 * 1000;

export type SentinelPolicy = {
  maxAttempts?: number | undefined;
  lockoutDuration?: number | undefined;
};
export type EffectiveSentinelPolicy = { maxAttempts: number; lockoutMs: number };

/** The tenant's policy with the defaults filled in; nonsense values fall back to the default. */
export const effectiveSentinelPolicy = (policy: SentinelPolicy = {}): EffectiveSentinelPolicy => {
  const maxAttempts =
    policy.maxAttempts && policy.maxAttempts >= 1
      ? Math.floor(policy.maxAttempts)
      : defaultSentinelPolicy.maxAttempts;
  const minutes =
    policy.lockoutDuration && policy.lockoutDuration > 0
      ? policy.lockoutDuration
      : defaultSentinelPolicy.lockoutDuration;
  // At most a year: a lock past the largest date would be no lock at all.
  return { maxAttempts, lockoutMs: Math.round(Math.min(minutes, 525_600) * 60_000) };
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * How an identifier is keyed: e-mail addresses case-insensitively, phone numbers by their digits,
 * usernames as typed (they are case-sensitive by default), so "Alice@x.org" and "alice@x.org"
 * share one count.
 */
const normaliseIdentifier = (type: string, value: string) => {
  if (type === 'email') return value.trim().toLowerCase();
  if (type === 'phone') return value.replace(/\D/g, '');
  // MFA attempts count per account (a prefix no username can collide with a user id).
  if (type === 'userId') return `user-id:${value}`;
  return value;
};

export const sentinelTargetOf = (identifier: { type: string; value: string }): SentinelTarget => ({
  targetType: 'User',
  targetHash: sha256(normaliseIdentifier(identifier.type, identifier.value)),
});

/**
 * The target of a user's second-factor attempts (TOTP, backup and MFA codes): the account itself,
 * since the person already proved an identifier; the unlock route takes the user id.
 */
export const mfaSentinelTargetOf = (userId: string) =>
  sentinelTargetOf({ type: 'userId', value: userId });

/** The answer to an attempt on a locked identifier: 400 at the edge. */
export const sentinelLockError = (until: Date) =>
  new DomainError('session.verification_blocked_too_many_attempts', {
    data: { lockedUntil: until.getTime() },
  });

export const isSentinelLockError = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.code === 'session.verification_blocked_too_many_attempts';

/** Refuses at once (no hashing) while `target` is locked. */
export const assertNotLocked = async (tx: TenantTx, target: SentinelTarget, now = new Date()) => {
  const until = await findActiveLockUntil(tx, target, now);
  if (until) throw sentinelLockError(until);
};

export type SentinelReport = {
  target: SentinelTarget;
  action: SentinelActivityRow['action'];
  succeeded: boolean;
  policy: EffectiveSentinelPolicy;
  now?: Date;
};

/**
 * Records one attempt and answers the end of the lock it started, if it did: the failure that
 * reaches `maxAttempts` locks the identifier (the caller then throws `sentinelLockError` instead
 * of the attempt's own error, once the transaction has committed); a success resets the count.
 */
export const reportSentinelActivity = async (
  tx: TenantTx,
  { target, action, succeeded, policy, now = new Date() }: SentinelReport,
) => {
  // This identifier's rows that can no longer count or lock are dropped as it is seen again.
  const since = new Date(now.getTime() - failureWindowMs);
  await deleteStaleSentinelActivities(tx, target, since, now);
  const base = { id: generateStandardId(), ...target, action, payload: {}, createdAt: now };
  if (succeeded) {
    await insertSentinelActivity(tx, {
      ...base,
      actionResult: 'Success',
      decision: 'Allowed',
      decisionExpiresAt: now,
    });
    return undefined;
  }
  const failures = (await countCountedFailures(tx, target, since)) + 1;
  const isBlocked = failures >= policy.maxAttempts;
  const until = new Date(now.getTime() + (isBlocked ? policy.lockoutMs : 0));
  await insertSentinelActivity(tx, {
    ...base,
    actionResult: 'Failed',
    decision: isBlocked ? 'Blocked' : 'Allowed',
    decisionExpiresAt: until,
  });
  return isBlocked ? until : undefined;
};

/**
 * `POST /api/sentinel-activities/delete`: unlocks the named identifiers, whichever spelling the
 * administrator typed (each target is tried as username, e-mail, phone number and user id).
 */
export const unlockSentinelTargets = async (
  tx: TenantTx,
  targetType: SentinelActivityRow['targetType'],
  targets: string[],
) => {
  const hashes = new Set<string>();
  for (const target of targets) {
    for (const type of ['username', 'email', 'phone', 'userId']) {
      const normalised = normaliseIdentifier(type, target);
      if (normalised) hashes.add(sha256(normalised));
    }
  }
  await deleteSentinelActivities(tx, targetType, [...hashes]);
};

import type { UserSentinelLock } from '@gatehouse/schemas/api/sentinel';
import type { TenantTx } from '../db/tenant-scope.ts';
import { findActiveLockUntil } from '../queries/sentinel-activities.ts';
import type { UserRow } from '../queries/users.ts';
import { sentinelTargetOf } from './sentinel.ts';

/**
 * The sentinel counts attempts per identifier typed at sign-in, and second-factor attempts per
 * account: a user is locked when any of their identifiers (username, e-mail, phone) or their
 * account is. Answers the latest lock end.
 */
export const findUserSentinelLock = async (
  tx: TenantTx,
  user: Pick<UserRow, 'id' | 'username' | 'primaryEmail' | 'primaryPhone'>,
  now = new Date(),
): Promise<UserSentinelLock> => {
  const identifiers = [
    { type: 'username', value: user.username },
    { type: 'email', value: user.primaryEmail },
    { type: 'phone', value: user.primaryPhone },
    // Second-factor attempts lock the account itself (services/sentinel.ts mfaSentinelTargetOf).
    { type: 'userId', value: user.id },
  ].filter((identifier): identifier is { type: string; value: string } =>
    Boolean(identifier.value),
  );
  const locked: string[] = [];
  let lockedUntil: Date | undefined;
  for (const identifier of identifiers) {
    const until = await findActiveLockUntil(tx, sentinelTargetOf(identifier), now);
    if (!until) continue;
    locked.push(identifier.value);
    if (!lockedUntil || until > lockedUntil) lockedUntil = until;
  }
  return {
    isLocked: locked.length > 0,
    lockedUntil: lockedUntil?.getTime() ?? null,
    identifiers: locked,
  };
};

import { and, count, desc, eq, gt, inArray, lt, max, ne } from 'drizzle-orm';
import { sentinelActivities } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `sentinel_activities` (the sentinel's memory of attempts). */
export type SentinelActivityRow = typeof sentinelActivities.$inferSelect;
export type NewSentinelActivity = Omit<typeof sentinelActivities.$inferInsert, 'tenantId'>;
export type SentinelTarget = {
  targetType: SentinelActivityRow['targetType'];
  targetHash: string;
};

const targetCondition = (tx: TenantTx, target: SentinelTarget) =>
  and(
    eq(sentinelActivities.tenantId, tx.tenantId),
    eq(sentinelActivities.targetType, target.targetType),
    eq(sentinelActivities.targetHash, target.targetHash),
  );

export const insertSentinelActivity = async (tx: TenantTx, values: NewSentinelActivity) => {
  await tx.insert(sentinelActivities).values({ ...values, tenantId: tx.tenantId });
};

/** The latest end of a lock on `target` that is still in force at `now`, if any. */
export const findActiveLockUntil = async (
  tx: TenantTx,
  target: SentinelTarget,
  now: Date,
): Promise<Date | undefined> => {
  const [row] = await tx
    .select({ until: sentinelActivities.decisionExpiresAt })
    .from(sentinelActivities)
    .where(
      and(
        targetCondition(tx, target),
        eq(sentinelActivities.decision, 'Blocked'),
        gt(sentinelActivities.decisionExpiresAt, now),
      ),
    )
    .orderBy(desc(sentinelActivities.decisionExpiresAt))
    .limit(1);
  return row?.until;
};

/**
 * The failed attempts on `target` that still count: newer than `since`, newer than the last
 * success and than the end of the last lock (a success or a served lock starts a new run).
 */
export const countCountedFailures = async (
  tx: TenantTx,
  target: SentinelTarget,
  since: Date,
): Promise<number> => {
  const [marks] = await tx
    .select({
      lastSuccess: max(sentinelActivities.createdAt),
    })
    .from(sentinelActivities)
    .where(and(targetCondition(tx, target), eq(sentinelActivities.actionResult, 'Success')));
  const [locks] = await tx
    .select({ lastLockEnd: max(sentinelActivities.decisionExpiresAt) })
    .from(sentinelActivities)
    .where(and(targetCondition(tx, target), eq(sentinelActivities.decision, 'Blocked')));
  const from = [since, marks?.lastSuccess, locks?.lastLockEnd]
    .filter((date): date is Date => date instanceof Date)
    .reduce((latest, date) => (date > latest ? date : latest));
  const [row] = await tx
    .select({ failures: count() })
    .from(sentinelActivities)
    .where(
      and(
        targetCondition(tx, target),
        eq(sentinelActivities.actionResult, 'Failed'),
        ne(sentinelActivities.decision, 'Blocked'),
        gt(sentinelActivities.createdAt, from),
      ),
    );
  return row?.failures ?? 0;
};

/** Forgets every activity of these targets: unlocks them and resets their failure count. */
export const deleteSentinelActivities = async (
  tx: TenantTx,
  targetType: SentinelTarget['targetType'],
  targetHashes: string[],
) => {
  if (targetHashes.length === 0) return;
  await tx
    .delete(sentinelActivities)
    .where(
      and(
        eq(sentinelActivities.tenantId, tx.tenantId),
        eq(sentinelActivities.targetType, targetType),
        inArray(sentinelActivities.targetHash, targetHashes),
      ),
    );
};

/** Drops `target`'s rows created before `before` whose decision no longer holds at `now`. */
export const deleteStaleSentinelActivities = async (
  tx: TenantTx,
  target: SentinelTarget,
  before: Date,
  now: Date,
) => {
  await tx
    .delete(sentinelActivities)
    .where(
      and(
        targetCondition(tx, target),
        lt(sentinelActivities.createdAt, before),
        lt(sentinelActivities.decisionExpiresAt, now),
      ),
    );
};

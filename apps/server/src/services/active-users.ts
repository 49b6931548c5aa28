import type { AppContext } from '../context.ts';
import { dailyActiveUsers } from '../db/schema/index.ts';
import { withTenant } from '../db/tenant-scope.ts';

/** `YYYY-MM-DD` of a moment, in UTC (the dashboard counts UTC days). */
export const utcDate = (at: Date = new Date()) => at.toISOString().slice(0, 10);

// Users already recorded today, per database: a busy user refreshing tokens costs no query.
const recordedBy = new WeakMap<object, Set<string>>();
const maxRemembered = 10_000;

/**
 * Counts `userId` as active today (`daily_active_users`, one row per tenant, day and user).
 * Idempotent: a second call the same day changes nothing.
 */
export const recordActiveUser = async (
  app: Pick<AppContext, 'database'>,
  tenantId: string,
  userId: string,
  at: Date = new Date(),
): Promise<void> => {
  const date = utcDate(at);
  const key = `${tenantId}\u0000${userId}\u0000${date}`;
  let recorded = recordedBy.get(app.database);
  if (!recorded) {
    recorded = new Set();
    recordedBy.set(app.database, recorded);
  }
  if (recorded.has(key)) return;
  await withTenant(app.database.db, tenantId, (tx) =>
    tx.insert(dailyActiveUsers).values({ tenantId, userId, date }).onConflictDoNothing(),
  );
  if (recorded.size >= maxRemembered) recorded.clear();
  recorded.add(key);
};

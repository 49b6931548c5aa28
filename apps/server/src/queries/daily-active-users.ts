import { and, countDistinct, eq, gte, lte } from 'drizzle-orm';
import { dailyActiveUsers } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Distinct active users between two `YYYY-MM-DD` dates, both included. */
export const countActiveUsers = async (tx: TenantTx, from: string, to: string): Promise<number> => {
  const [row] = await tx
    .select({ value: countDistinct(dailyActiveUsers.userId) })
    .from(dailyActiveUsers)
    .where(
      and(
        eq(dailyActiveUsers.tenantId, tx.tenantId),
        gte(dailyActiveUsers.date, from),
        lte(dailyActiveUsers.date, to),
      ),
    );
  return row?.value ?? 0;
};

/** Active users per day between two dates (days without activity are absent). */
export const activeUsersPerDay = (tx: TenantTx, from: string, to: string) =>
  tx
    .select({ date: dailyActiveUsers.date, count: countDistinct(dailyActiveUsers.userId) })
    .from(dailyActiveUsers)
    .where(
      and(
        eq(dailyActiveUsers.tenantId, tx.tenantId),
        gte(dailyActiveUsers.date, from),
        lte(dailyActiveUsers.date, to),
      ),
    )
    .groupBy(dailyActiveUsers.date);

/** Counts `userId` as active on `date` (`YYYY-MM-DD`); a second call the same day changes nothing. */
export const insertDailyActiveUser = async (tx: TenantTx, userId: string, date: string) => {
  await tx
    .insert(dailyActiveUsers)
    .values({ tenantId: tx.tenantId, userId, date })
    .onConflictDoNothing();
};

import { and, countDistinct, eq, gte, lte } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { dailyActiveUsers } from '../db/schema/index.ts';

/** Distinct active users between two `YYYY-MM-DD` dates, both included. */
export const countActiveUsers = async (
  tx: Queryable,
  tenantId: string,
  from: string,
  to: string,
): Promise<number> => {
  const [row] = await tx
    .select({ value: countDistinct(dailyActiveUsers.userId) })
    .from(dailyActiveUsers)
    .where(
      and(
        eq(dailyActiveUsers.tenantId, tenantId),
        gte(dailyActiveUsers.date, from),
        lte(dailyActiveUsers.date, to),
      ),
    );
  return row?.value ?? 0;
};

/** Active users per day between two dates (days without activity are absent). */
export const activeUsersPerDay = (tx: Queryable, tenantId: string, from: string, to: string) =>
  tx
    .select({ date: dailyActiveUsers.date, count: countDistinct(dailyActiveUsers.userId) })
    .from(dailyActiveUsers)
    .where(
      and(
        eq(dailyActiveUsers.tenantId, tenantId),
        gte(dailyActiveUsers.date, from),
        lte(dailyActiveUsers.date, to),
      ),
    )
    .groupBy(dailyActiveUsers.date);

import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * How many usernames of the tenant would collide if usernames were compared without case
 * (`Ada` and `ada`): the groups of two or more users sharing a lower-cased username.
 */
export const countUsernameCaseConflicts = async (tx: TenantTx): Promise<number> => {
  const groups = tx
    .select({ lower: sql`lower(${users.username})`.as('lower') })
    .from(users)
    .where(and(eq(users.tenantId, tx.tenantId), isNotNull(users.username)))
    .groupBy(sql`lower(${users.username})`)
    .having(sql`count(*) > 1`)
    .as('groups');
  const [row] = await tx.select({ total: sql<number>`count(*)::int` }).from(groups);
  return row?.total ?? 0;
};

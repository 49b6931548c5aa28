import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export const countUsers = async (tx: Queryable, tenantId: string): Promise<number> => {
  const [row] = await tx.select({ value: count() }).from(users).where(eq(users.tenantId, tenantId));
  return row?.value ?? 0;
};

export const countNewUsers = async (
  tx: Queryable,
  tenantId: string,
  range: { from: Date; to: Date },
): Promise<number> => {
  const [row] = await tx
    .select({ value: count() })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        gte(users.createdAt, range.from),
        lt(users.createdAt, range.to),
      ),
    );
  return row?.value ?? 0;
};

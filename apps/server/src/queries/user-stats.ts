import { and, count, eq, gte, lt } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

export const countUsers = async (tx: TenantTx): Promise<number> => {
  const [row] = await tx
    .select({ value: count() })
    .from(users)
    .where(eq(users.tenantId, tx.tenantId));
  return row?.value ?? 0;
};

export const countNewUsers = async (
  tx: TenantTx,
  range: { from: Date; to: Date },
): Promise<number> => {
  const [row] = await tx
    .select({ value: count() })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tx.tenantId),
        gte(users.createdAt, range.from),
        lt(users.createdAt, range.to),
      ),
    );
  return row?.value ?? 0;
};

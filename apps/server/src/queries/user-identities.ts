import { and, eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * The user whose social identity of `target` (a connector target, the key of `users.identities`)
 * has the provider's user id `socialUserId`.
 */
export const findUserBySocialIdentity = async (
  tx: TenantTx,
  target: string,
  socialUserId: string,
) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tx.tenantId),
        sql`${users.identities} -> ${target} ->> 'userId' = ${socialUserId}`,
      ),
    )
    .limit(1);
  return row;
};

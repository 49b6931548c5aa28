import { and, eq } from 'drizzle-orm';
import { accountCenters } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Each tenant has one account center row, with this id (created on first write). */
export const accountCenterId = 'default';

export type AccountCenterRow = typeof accountCenters.$inferSelect;
export type AccountCenterRowPatch = Partial<Omit<AccountCenterRow, 'tenantId' | 'id'>>;

const byTenant = (tenantId: string) =>
  and(eq(accountCenters.tenantId, tenantId), eq(accountCenters.id, accountCenterId));

/** The tenant's account center row; `undefined` while it was never written. */
export const findAccountCenter = async (tx: TenantTx) => {
  const [row] = await tx.select().from(accountCenters).where(byTenant(tx.tenantId));
  return row;
};

/** Applies `patch`, creating the row (with the column defaults) when the tenant has none. */
export const upsertAccountCenter = async (tx: TenantTx, patch: AccountCenterRowPatch) => {
  const set = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as AccountCenterRowPatch;
  const insert = tx
    .insert(accountCenters)
    .values({ tenantId: tx.tenantId, id: accountCenterId, enabled: false, ...set });
  // An empty patch (`{}`) changes nothing: an update with no column is not a statement.
  if (Object.keys(set).length === 0) {
    await insert.onConflictDoNothing();
    return (await findAccountCenter(tx)) as AccountCenterRow;
  }
  const [row] = await insert
    .onConflictDoUpdate({ target: [accountCenters.tenantId, accountCenters.id], set })
    .returning();
  return row as AccountCenterRow;
};

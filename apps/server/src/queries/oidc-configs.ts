import { and, eq, inArray } from 'drizzle-orm';
import { configs } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** The values of several `configs` keys of a tenant, by key (missing keys are absent). */
export const findConfigValues = async (tx: TenantTx, keys: string[]) => {
  const rows = await tx
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(and(eq(configs.tenantId, tx.tenantId), inArray(configs.key, keys)));
  return new Map(rows.map(({ key, value }) => [key, value as unknown]));
};

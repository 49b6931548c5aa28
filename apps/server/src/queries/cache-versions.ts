import { eq, sql } from 'drizzle-orm';
import { cacheVersions } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * The tenant's cache-change counters (migration 0008): one row per kind that ever changed.
 * `kind` is a CacheChangeKind (services/cache-change.ts); the data layer keeps it a string.
 */

/** Adds one to the tenant's counter of `kind` and answers the new value (1 for the first change). */
export const bumpCacheVersion = async (tx: TenantTx, kind: string): Promise<number> => {
  const [row] = await tx
    .insert(cacheVersions)
    .values({ tenantId: tx.tenantId, kind, version: 1 })
    .onConflictDoUpdate({
      target: [cacheVersions.tenantId, cacheVersions.kind],
      set: { version: sql`${cacheVersions.version} + 1` },
    })
    .returning({ version: cacheVersions.version });
  return Number(row?.version);
};

/** Every counter of the tenant, by kind; a kind that never changed is absent (version 0). */
export const readCacheVersions = async (tx: TenantTx): Promise<Map<string, number>> => {
  const rows = await tx
    .select({ kind: cacheVersions.kind, version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.tenantId, tx.tenantId));
  return new Map(rows.map(({ kind, version }) => [kind, Number(version)]));
};

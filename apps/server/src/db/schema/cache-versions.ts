import { bigint, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * A counter per tenant and cache-change kind (`client`, `resource`, `role`, `user`, `keys`,
 * `tenant`), bumped after every management write that publishes a change of that kind
 * (migration 0008, services/cache-versions.ts). Every node reads its tenants' counters at most
 * once a second and drops whatever kind moved without it hearing the bus message, so a lost Redis
 * message (or no Redis at all) leaves a node stale for a second, not for ever (decision 003).
 * No foreign key, as `user_list_versions`: a counter may outlive a deleted tenant harmlessly.
 */
export const cacheVersions = pgTable(
  'cache_versions',
  {
    tenantId: varchar('tenant_id', { length: 21 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.kind] })],
);

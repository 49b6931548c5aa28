import { eq, sql } from 'drizzle-orm';
import { adminTenantId } from '../context.ts';
import type { Database, Queryable } from './client.ts';
import * as t from './schema/index.ts';
import { seedAdminTenant } from './seed-admin-tenant.ts';
import { type SeedOptions, seedDefaultTenant } from './seed-default-tenant.ts';

export type { SeedOptions };

/** Seeds a database that has no tenants yet; returns false when it was seeded before. */
export const seed = async (
  db: Database,
  options: SeedOptions = {},
  { onSeeding }: { onSeeding?: () => void } = {},
): Promise<boolean> => {
  return db.transaction(async (tx) => {
    // One seeder at a time, so two nodes started together do not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(724001)`);
    const existing = await tx
      .select({ id: t.tenants.id })
      .from(t.tenants)
      .where(eq(t.tenants.id, adminTenantId));
    if (existing.length > 0) return false;
    onSeeding?.();
    await seedDefaultTenant(tx as unknown as Queryable, options);
    await seedAdminTenant(tx as unknown as Queryable);
    await tx.insert(t.systems).values({ key: 'seed', value: { seededAt: Date.now(), version: 1 } });
    return true;
  });
};

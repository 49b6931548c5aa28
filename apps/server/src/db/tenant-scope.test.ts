import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-utils/test-database.ts';
import { users } from './schema/index.ts';
import { seed } from './seed.ts';
import { withTenant } from './tenant-scope.ts';

// withTenant on whichever database the run uses: Drizzle's transaction on PGlite, the
// one-round-trip runner on PostgreSQL (db/pg-tenant-transactions.ts). Both must behave alike.

let database: TestDatabase;

const whoAmI = () =>
  withTenant(database.db, 'default', async (tx) => {
    const result = (await tx.execute(
      sql`select current_user as "user", current_setting('gatehouse.tenant_id', true) as tenant`,
    )) as unknown as { rows: { user: string; tenant: string }[] };
    return result.rows[0];
  });

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, {});
});

afterAll(async () => {
  await database?.close();
});

describe('withTenant', () => {
  it('runs as the tenant role with the tenant set', async () => {
    expect(await whoAmI()).toEqual({ user: 'gatehouse_tenant', tenant: 'default' });
  });

  it('rolls everything back when the work throws, and leaves the connection clean', async () => {
    await expect(
      withTenant(database.db, 'default', async (tx) => {
        await tx.insert(users).values({ tenantId: 'default', id: 'rolled_back', username: 'rb' });
        throw new Error('halfway');
      }),
    ).rejects.toThrow('halfway');
    const found = await withTenant(database.db, 'default', (tx) =>
      tx.select().from(users).where(eq(users.id, 'rolled_back')),
    );
    expect(found).toEqual([]);
    // The next transaction on a pooled connection starts from a clean scope.
    expect(await whoAmI()).toEqual({ user: 'gatehouse_tenant', tenant: 'default' });
  });

  it('rolls back a failed statement and keeps serving', async () => {
    await expect(
      withTenant(database.db, 'default', (tx) => tx.execute(sql`select 1 / 0`)),
    ).rejects.toThrow();
    expect(await whoAmI()).toEqual({ user: 'gatehouse_tenant', tenant: 'default' });
  });

  it('cannot see or write another tenant’s rows', async () => {
    await withTenant(database.db, 'admin', (tx) =>
      tx.insert(users).values({ tenantId: 'admin', id: 'admin_only', username: 'ao' }),
    );
    const seen = await withTenant(database.db, 'default', (tx) =>
      tx.select().from(users).where(eq(users.id, 'admin_only')),
    );
    expect(seen).toEqual([]);
    await expect(
      withTenant(database.db, 'default', (tx) =>
        tx.insert(users).values({ tenantId: 'admin', id: 'smuggled', username: 'sm' }),
      ),
    ).rejects.toThrow();
  });

  it('takes a tenant id with quotes as data, not SQL', async () => {
    const result = await withTenant(database.db, "x'; drop table users; --", async (tx) => {
      const rows = (await tx.execute(
        sql`select current_setting('gatehouse.tenant_id', true) as tenant`,
      )) as unknown as { rows: { tenant: string }[] };
      return rows.rows[0]?.tenant;
    });
    expect(result).toBe("x'; drop table users; --");
  });
});

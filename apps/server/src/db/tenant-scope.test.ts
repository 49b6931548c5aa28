import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-utils/test-database.ts';
import type { Queryable } from './client.ts';
import { tenants, users } from './schema/index.ts';
import { seed } from './seed.ts';
import { UnknownTenantError } from './tenant-logins.ts';
import {
  insideTenantTransaction,
  NestedTenantTransactionError,
  withTenant,
  withTenantStatement,
} from './tenant-scope.ts';

// withTenant on whichever database the run uses: Drizzle's transaction on PGlite, the
// one-round-trip runner on PostgreSQL (db/pg-tenant-transactions.ts). Both must behave alike.

let database: TestDatabase;

// The tenant the row-level security policies see (migration 0009), and whether the session's
// role could bypass them. The role itself differs: the tenant's own login on PostgreSQL,
// `gatehouse_tenant` on PGlite.
const whoAmIOn = async (tx: Queryable) => {
  const result = (await tx.execute(
    sql`select (select gatehouse_tenant_id()) as tenant,
               (select rolsuper or rolbypassrls from pg_roles where rolname = current_user) as privileged`,
  )) as unknown as { rows: { tenant: string; privileged: boolean }[] };
  return result.rows[0];
};

const asDefault = { tenant: 'default', privileged: false };

const whoAmI = () => withTenant(database.db, 'default', whoAmIOn);

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, {});
});

afterAll(async () => {
  await database?.close();
});

describe('withTenant', () => {
  it('runs unprivileged, scoped to the tenant', async () => {
    expect(await whoAmI()).toEqual(asDefault);
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
    expect(await whoAmI()).toEqual(asDefault);
  });

  it('rolls back a failed statement and keeps serving', async () => {
    await expect(
      withTenant(database.db, 'default', (tx) => tx.execute(sql`select 1 / 0`)),
    ).rejects.toThrow();
    expect(await whoAmI()).toEqual(asDefault);
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
    // 21 characters, the column's limit. The tenant must exist: on PostgreSQL it gets a login.
    const tenantId = "x';drop table users--";
    await database.db.insert(tenants).values({ id: tenantId });
    const result = await withTenant(database.db, tenantId, (tx) => whoAmIOn(tx));
    expect(result).toEqual({ tenant: tenantId, privileged: false });
    expect(await whoAmI()).toEqual(asDefault);
  });

  it('refuses a tenant that does not exist', async () => {
    const attempt = withTenant(database.db, 'no_such_tenant', (tx) => whoAmIOn(tx));
    if (database.kind === 'postgres') {
      // No row, no login: nothing runs.
      await expect(attempt).rejects.toBeInstanceOf(UnknownTenantError);
    } else {
      // PGlite scopes by the setting alone: the policies then match no row.
      expect(await attempt).toEqual({ tenant: 'no_such_tenant', privileged: false });
    }
  });
});

describe('withTenantStatement', () => {
  it('runs its statement unprivileged, scoped to the tenant', async () => {
    expect(await withTenantStatement(database.db, 'default', whoAmIOn)).toEqual(asDefault);
  });

  it('commits a write and keeps the tenant wall', async () => {
    await withTenantStatement(database.db, 'default', (tx) =>
      tx.insert(users).values({ tenantId: 'default', id: 'one_stmt', username: 'one_stmt' }),
    );
    const found = await withTenant(database.db, 'default', (tx) =>
      tx.select().from(users).where(eq(users.id, 'one_stmt')),
    );
    expect(found.map(({ id }) => id)).toEqual(['one_stmt']);
    await expect(
      withTenantStatement(database.db, 'default', (tx) =>
        tx.insert(users).values({ tenantId: 'admin', id: 'smuggled_2', username: 'sm2' }),
      ),
    ).rejects.toThrow();
  });

  it('fails a failed statement, and the connection serves the next transaction cleanly', async () => {
    await expect(
      withTenantStatement(database.db, 'default', (tx) => tx.execute(sql`select 1 / 0`)),
    ).rejects.toThrow();
    // Every pooled connection is used once more: none is left inside a transaction.
    const again = await Promise.all(Array.from({ length: 12 }, () => whoAmI()));
    expect(new Set(again.map((row) => JSON.stringify(row)))).toEqual(
      new Set([JSON.stringify(asDefault)]),
    );
  });

  it('runs no transaction for work without a statement', async () => {
    expect(await withTenantStatement(database.db, 'default', async () => 'nothing')).toBe(
      'nothing',
    );
    expect(await whoAmI()).toEqual(asDefault);
  });

  it('never runs a second statement outside the tenant scope', async () => {
    const outcome = await withTenantStatement(database.db, 'default', async (tx) => {
      await tx.execute(sql`select 1`);
      return whoAmIOn(tx);
    }).catch((error: Error) => error);
    if (database.kind === 'postgres') {
      // The first statement ran as its own transaction: the second is refused, not run apart.
      // Drizzle wraps the driver's error as the cause of its own.
      expect(outcome).toBeInstanceOf(Error);
      expect(((outcome as Error).cause as Error).message).toMatch(/ran a second one/);
    } else {
      // PGlite has no pipelining: the whole work runs inside the one transaction.
      expect(outcome).toEqual(asDefault);
    }
    expect(await whoAmI()).toEqual(asDefault);
  });
});

describe('withTenant on a pipelining connection', () => {
  it('keeps statements issued together in order inside the transaction', async () => {
    const seen = await withTenant(database.db, 'default', (tx) =>
      Promise.all([whoAmIOn(tx), tx.execute(sql`select 2 as two`), whoAmIOn(tx)]),
    );
    expect(seen[0]).toEqual(asDefault);
    expect(seen[2]).toEqual(seen[0]);
  });
});

describe('a tenant transaction is bound to its tenant and cannot nest', () => {
  it('hands queries the tenant on the transaction itself', async () => {
    const seen = await withTenant(database.db, 'admin', async (tx) => tx.tenantId);
    expect(seen).toBe('admin');
    expect(await withTenantStatement(database.db, 'default', async (tx) => tx.tenantId)).toBe(
      'default',
    );
  });

  it('refuses a transaction opened inside another, and rolls the outer one back', async () => {
    const attempt = withTenant(database.db, 'default', async (tx) => {
      await tx.insert(users).values({ tenantId: 'default', id: 'nested_outer', username: 'no' });
      // Before, this deadlocked on PGlite and ran outside the outer transaction on PostgreSQL.
      await withTenant(database.db, 'admin', (inner) => inner.select().from(users).limit(1));
    });
    await expect(attempt).rejects.toBeInstanceOf(NestedTenantTransactionError);
    const left = await withTenant(database.db, 'default', (tx) =>
      tx.select().from(users).where(eq(users.id, 'nested_outer')),
    );
    expect(left).toEqual([]);
  });

  it('refuses a one-statement transaction inside another as well', async () => {
    await expect(
      withTenant(database.db, 'default', () =>
        withTenantStatement(database.db, 'default', (inner) => inner.select().from(users)),
      ),
    ).rejects.toBeInstanceOf(NestedTenantTransactionError);
  });

  it('knows when code runs inside one, and not after it ended', async () => {
    expect(insideTenantTransaction()).toBe(false);
    expect(await withTenant(database.db, 'default', async () => insideTenantTransaction())).toBe(
      true,
    );
    expect(insideTenantTransaction()).toBe(false);
    // Transactions one after the other are fine.
    await withTenant(database.db, 'default', async () => undefined);
    await withTenant(database.db, 'default', async () => undefined);
  });
});

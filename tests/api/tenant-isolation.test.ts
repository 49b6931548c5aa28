import { applications, users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, useServer } from './helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await useServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('row-level security', () => {
  it('hides rows of other tenants even from a query without a tenant filter', async () => {
    const { db } = server.gatehouse.context.database;
    const visible = await withTenant(db, 'default', (tx) =>
      tx.select({ tenantId: applications.tenantId }).from(applications),
    );
    expect(visible.every((row) => row.tenantId === 'default')).toBe(true);
    const adminApps = await withTenant(db, 'admin', (tx) =>
      tx.select({ id: applications.id }).from(applications),
    );
    expect(adminApps.map((row) => row.id)).toContain('admin-console');
  });

  it('refuses to write a row for another tenant', async () => {
    const { db } = server.gatehouse.context.database;
    await expect(
      withTenant(db, 'default', (tx) =>
        tx.insert(users).values({ tenantId: 'admin', id: 'sneakyuser01', username: 'sneaky' }),
      ),
    ).rejects.toThrow();
    const leaked = await withTenant(db, 'admin', (tx) =>
      tx.execute(sql`select id from users where id = 'sneakyuser01'`),
    );
    expect((leaked as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('refuses to move a row to another tenant by update', async () => {
    const { db } = server.gatehouse.context.database;
    await expect(
      withTenant(db, 'default', (tx) => tx.execute(sql`update resources set tenant_id = 'admin'`)),
    ).rejects.toThrow();
  });
});

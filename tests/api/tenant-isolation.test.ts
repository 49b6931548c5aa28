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
    // A row of its own in the default tenant, so there is something to see there.
    await withTenant(db, 'default', (tx) =>
      tx.insert(applications).values({
        tenantId: 'default',
        id: 'isolated-app',
        name: 'Isolated',
        secret: 'unused',
        type: 'SPA',
        oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
      }),
    );
    const read = (tenantId: string) =>
      withTenant(db, tenantId, (tx) =>
        tx.select({ id: applications.id, tenantId: applications.tenantId }).from(applications),
      );
    const defaultApps = await read('default');
    const adminApps = await read('admin');

    expect(defaultApps.map((row) => row.id)).toContain('isolated-app');
    expect(defaultApps.every((row) => row.tenantId === 'default')).toBe(true);
    expect(adminApps.map((row) => row.id)).toContain('admin-console');
    expect(adminApps.every((row) => row.tenantId === 'admin')).toBe(true);
    // Neither tenant sees a single id of the other.
    const defaultIds = new Set(defaultApps.map((row) => row.id));
    expect(adminApps.filter((row) => defaultIds.has(row.id))).toEqual([]);
    expect(adminApps.map((row) => row.id)).not.toContain('isolated-app');
    expect(defaultApps.map((row) => row.id)).not.toContain('admin-console');
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

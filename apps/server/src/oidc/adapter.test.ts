import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { createAdapterClass } from './adapter.ts';
import { insertTenant, openTestDatabase } from './oidc-test-kit.ts';

let database: DatabaseHandle;
const noClients = { find: async () => undefined };

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenant(database, 'tenant-a');
  await insertTenant(database, 'tenant-b');
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const adapterOf = (tenantId: string, model: string) =>
  new (createAdapterClass(database.db, tenantId, noClients))(model);

describe('oidc model adapter', () => {
  it('stores, finds and destroys a model instance', async () => {
    const sessions = adapterOf('tenant-a', 'Session');
    await sessions.upsert('s1', { uid: 'uid-1', accountId: 'user-1' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'uid-1', accountId: 'user-1' });
    expect(await sessions.findByUid('uid-1')).toEqual({ uid: 'uid-1', accountId: 'user-1' });
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('does not return expired instances', async () => {
    const codes = adapterOf('tenant-a', 'AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g0' }, 60);
    await database.db
      .update(t.oidcModelInstances)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(t.oidcModelInstances.tenantId, 'tenant-a'), eq(t.oidcModelInstances.id, 'c1')));
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('marks consumed instances with a `consumed` timestamp', async () => {
    const codes = adapterOf('tenant-a', 'AuthorizationCode');
    await codes.upsert('c2', { grantId: 'g1' }, 60);
    await codes.consume('c2');
    const found = await codes.find('c2');
    expect(typeof found?.consumed).toBe('number');
    expect(Math.abs((found?.consumed as number) - Date.now() / 1000)).toBeLessThan(30);
  });

  it('revokes every model of a grant and leaves other grants alone', async () => {
    const tokens = adapterOf('tenant-a', 'AccessToken');
    const refresh = adapterOf('tenant-a', 'RefreshToken');
    await tokens.upsert('a1', { grantId: 'g2' }, 60);
    await refresh.upsert('r1', { grantId: 'g2' }, 60);
    await refresh.upsert('r2', { grantId: 'g3' }, 60);
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('a1')).toBeUndefined();
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await refresh.find('r2')).toEqual({ grantId: 'g3' });
  });

  it('finds device codes by user code', async () => {
    const deviceCodes = adapterOf('tenant-a', 'DeviceCode');
    await deviceCodes.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await deviceCodes.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('keeps tenants apart', async () => {
    await adapterOf('tenant-a', 'Grant').upsert('shared-id', { accountId: 'a' }, 60);
    expect(await adapterOf('tenant-b', 'Grant').find('shared-id')).toBeUndefined();
    await adapterOf('tenant-b', 'Grant').revokeByGrantId('shared-id');
    await adapterOf('tenant-b', 'Grant').destroy('shared-id');
    expect(await adapterOf('tenant-a', 'Grant').find('shared-id')).toEqual({ accountId: 'a' });
  });

  it('answers the Client model from the client source, not the table', async () => {
    const source = {
      find: async (id: string) => (id === 'app' ? { client_id: 'app' } : undefined),
    };
    const clients = new (createAdapterClass(database.db, 'tenant-a', source))('Client');
    expect(await clients.find('app')).toEqual({ client_id: 'app' });
    expect(await clients.find('other')).toBeUndefined();
  });
});

import { users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { readUserListVersion } from '@gatehouse/server/src/queries/user-list-order.ts';
import { createUserListOrder } from '@gatehouse/server/src/services/user-list-order.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

// The unfiltered user list is served from an in-memory id order (services/user-list-order.ts).
// These tests change users behind the server's back, as another node would, and expect every
// page to show the change at once.

const bootstrap = { clientId: 'order-m2m', clientSecret: 'order-secret-0123456789abcdef' };

const page = { offset: 0, limit: 20 };

let server: RunningServer;
let client: ApiClient;

const run = <T>(tenantId: string, work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.gatehouse.context.database.db, tenantId, work);

const list = async (query: string) => {
  const response = await client.get<{ id: string; name: string | null }[]>(`/api/users?${query}`);
  expect(response.status).toBe(200);
  return { total: Number(response.headers.get('total-number')), body: response.body };
};

/** Inserts users straight into the database, `secondsAgo` apart, newest first in the result. */
const insertDirectly = (tenantId: string, ids: string[], startSecondsAgo: number) =>
  run(tenantId, (tx) =>
    tx.insert(users).values(
      ids.map((id, index) => ({
        tenantId,
        id,
        username: id,
        createdAt: new Date(Date.now() - (startSecondsAgo + index) * 1000),
      })),
    ),
  );

/**
 * Inserts users straight into the database as the newest of the tenant, `ids[0]` first: a
 * millisecond apart and stamped now, so they are newer than whatever an earlier test inserted.
 */
const insertNewest = (ids: string[]) => {
  const now = Date.now();
  return run('default', (tx) =>
    tx.insert(users).values(
      ids.map((id, index) => ({
        tenantId: 'default',
        id,
        username: id,
        createdAt: new Date(now - index),
      })),
    ),
  );
};

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
  await insertDirectly('default', ['ord_c', 'ord_b', 'ord_a'], 100);
});

afterAll(async () => {
  await server?.stop();
});

describe('GET /api/users without filters (in-memory order)', () => {
  it('bumps the tenant version once per statement that adds or deletes users', async () => {
    const before = await run('default', (tx) => readUserListVersion(tx));
    await insertDirectly('default', ['bulk_1', 'bulk_2', 'bulk_3'], 5000);
    const afterInsert = await run('default', (tx) => readUserListVersion(tx));
    expect(afterInsert).toBe(before + 1);
    await run('default', (tx) =>
      tx.update(users).set({ name: 'Renamed' }).where(eq(users.username, 'bulk_1')),
    );
    expect(await run('default', (tx) => readUserListVersion(tx))).toBe(afterInsert);
    await run('default', (tx) =>
      tx.delete(users).where(and(eq(users.tenantId, 'default'), eq(users.name, 'Renamed'))),
    );
    expect(await run('default', (tx) => readUserListVersion(tx))).toBe(afterInsert + 1);
  });

  it('shows a user added by another node on the next request, first and counted', async () => {
    await insertNewest(['add_c', 'add_b']);
    const before = await list('page=1&page_size=2');
    expect(before.body.map(({ id }) => id)).toEqual(['add_c', 'add_b']);
    await insertNewest(['add_d']);
    const after = await list('page=1&page_size=2');
    expect(after.total).toBe(before.total + 1);
    expect(after.body.map(({ id }) => id)).toEqual(['add_d', 'add_c']);
  });

  it('reads rows fresh, so an update shows although the order is unchanged', async () => {
    await insertNewest(['fresh_d']);
    await list('page=1&page_size=2');
    await run('default', (tx) =>
      tx.update(users).set({ name: 'Dora' }).where(eq(users.id, 'fresh_d')),
    );
    const { body } = await list('page=1&page_size=2');
    expect(body[0]).toMatchObject({ id: 'fresh_d', name: 'Dora' });
  });

  it('answers each user exactly as GET /api/users/{id} does', async () => {
    await insertNewest(['exact_d']);
    await run('default', (tx) =>
      tx
        .update(users)
        .set({
          customData: { plan: 'pro' },
          profile: { nickname: 'D' },
          isSuspended: true,
          lastSignInAt: new Date('2026-01-02T03:04:05.678Z'),
        })
        .where(eq(users.id, 'exact_d')),
    );
    const { body } = await list('page=1&page_size=1');
    const expected = (await client.get('/api/users/exact_d')).body;
    expect(body).toEqual([expected]);
    // The filtered path reads rows with its own statement: the same answer there too.
    expect((await list('search.username=exact_d')).body).toEqual([expected]);
    expect(body[0]).toMatchObject({
      customData: { plan: 'pro' },
      isSuspended: true,
      lastSignInAt: Date.parse('2026-01-02T03:04:05.678Z'),
    });
  });

  it('drops a deleted user and keeps later pages contiguous', async () => {
    await insertNewest(['drop_d', 'drop_c', 'drop_b']);
    const before = await list('page=1&page_size=2');
    const secondBefore = await list('page=2&page_size=2');
    await run('default', (tx) => tx.delete(users).where(eq(users.id, 'drop_c')));
    const after = await list('page=1&page_size=2');
    expect(after.total).toBe(before.total - 1);
    expect(after.body.map(({ id }) => id)).toEqual(['drop_d', 'drop_b']);
    const second = await list('page=2&page_size=2');
    expect(second.body[0]?.id).toBe(secondBefore.body[1]?.id);
  });

  it('answers an empty page past the end with the right total, also after a change', async () => {
    const { total } = await list('page=1&page_size=2');
    const beyond = await list('page=999&page_size=2');
    expect(beyond).toEqual({ total, body: [] });
    await insertDirectly('default', ['ord_e'], 10);
    expect(await list('page=999&page_size=2')).toEqual({ total: total + 1, body: [] });
  });

  it('counts the matches of a filtered page, also past the end', async () => {
    const first = await list('page=1&page_size=1&search.username=ord_%25');
    expect(first.total).toBeGreaterThan(1);
    expect(first.body).toHaveLength(1);
    const beyond = await list('page=999&page_size=1&search.username=ord_%25');
    expect(beyond).toEqual({ total: first.total, body: [] });
    expect(await list('search.username=nobody_%25')).toEqual({ total: 0, body: [] });
  });

  it('agrees with the filtered path, which reads the database directly', async () => {
    const all = await list('page=1&page_size=100');
    // A search that matches every user takes the database path: same order, same count.
    const searched = await list('page=1&page_size=100&search=%25');
    expect(searched.total).toBe(all.total);
    expect(searched.body.map(({ id }) => id)).toEqual(all.body.map(({ id }) => id));
  });
});

describe('createUserListOrder', () => {
  it('keeps at most maxIds ids, dropping the least recently used tenant first', async () => {
    await insertDirectly('admin', ['adm_a', 'adm_b'], 10);
    const order = createUserListOrder({ maxIds: 200 });
    const defaultTotal = (await run('default', (tx) => order.readPage(tx, page)))!.total;
    expect(order.heldIds()).toBe(defaultTotal);
    const adminTotal = (await run('admin', (tx) => order.readPage(tx, page)))!.total;
    expect(order.heldIds()).toBe(defaultTotal + adminTotal);

    const tight = createUserListOrder({ maxIds: Math.max(defaultTotal, adminTotal) });
    await run('default', (tx) => tight.readPage(tx, page));
    await run('admin', (tx) => tight.readPage(tx, page));
    expect(tight.heldIds()).toBe(adminTotal);
    // Still right when the tenant was evicted: it is rebuilt from the database.
    const again = await run('default', (tx) => tight.readPage(tx, page));
    expect(again?.total).toBe(defaultTotal);
    expect(tight.heldIds()).toBe(defaultTotal);
  });

  it('never holds a tenant larger than maxIds and leaves it to the database query', async () => {
    const order = createUserListOrder({ maxIds: 1 });
    expect(await run('default', (tx) => order.readPage(tx, page))).toBeUndefined();
    expect(await run('default', (tx) => order.readPage(tx, page))).toBeUndefined();
    // Requests arriving together must not take the refused rebuild for an empty tenant.
    const together = await Promise.all(
      [0, 1, 2].map(() =>
        run('default', (tx) => createUserListOrder({ maxIds: 1 }).readPage(tx, page)),
      ),
    );
    expect(together).toEqual([undefined, undefined, undefined]);
    const shared = createUserListOrder({ maxIds: 1 });
    // Known oversized first, so the rebuild the others wait for is the one that refuses at once.
    expect(await run('default', (tx) => shared.readPage(tx, page))).toBeUndefined();
    const sharedTogether = await Promise.all(
      [0, 1, 2].map(() => run('default', (tx) => shared.readPage(tx, page))),
    );
    expect(sharedTogether).toEqual([undefined, undefined, undefined]);
    expect(order.heldIds()).toBe(0);
  });

  it('shares one rebuild among requests that arrive together', async () => {
    // At least four users, one for each page of one below.
    await insertNewest(['share_1', 'share_2', 'share_3', 'share_4']);
    const order = createUserListOrder();
    const results = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        run('default', (tx) => order.readPage(tx, { offset: index, limit: 1 })),
      ),
    );
    const total = results[0]!.total;
    expect(results.map((result) => result!.total)).toEqual([total, total, total, total]);
    expect(new Set(results.map((result) => result!.rows[0]!.id)).size).toBe(4);
    expect(order.heldIds()).toBe(total);
  });
});

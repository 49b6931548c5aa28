import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, organizationUsers, users } from '../db/schema/index.ts';
import { seed } from '../db/seed.ts';
import { type TenantTx, withTenant } from '../db/tenant-scope.ts';
import { createTestDatabase, type TestDatabase } from '../test-utils/test-database.ts';
import { createOrganizationMemberOrder } from './organization-member-order.ts';

// The held member order on a real database: pages and totals from memory, the cap that sends an
// organization back to the database, and one rebuild for concurrent requests.

let database: TestDatabase;
const run = <T>(work: (tx: TenantTx) => Promise<T>) => withTenant(database.db, 'default', work);

const createOrganization = async (id: string, memberCount: number) => {
  const ids = Array.from({ length: memberCount }, (_, index) => `${id}_u${index}`);
  await run(async (tx) => {
    await tx.insert(organizations).values({ tenantId: 'default', id, name: id });
    const now = Date.now();
    await tx.insert(users).values(
      ids.map((userId, index) => ({
        tenantId: 'default',
        id: userId,
        username: userId,
        createdAt: new Date(now - index * 1000),
      })),
    );
    await tx
      .insert(organizationUsers)
      .values(ids.map((userId) => ({ tenantId: 'default', organizationId: id, userId })));
  });
  return ids;
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, {});
});
afterAll(async () => {
  await database?.close();
});

describe('organization member order', () => {
  it('serves pages and totals from the held ids once built', async () => {
    const ids = await createOrganization('mo_small', 5);
    const order = createOrganizationMemberOrder();
    expect(await run((tx) => order.readKnownPage(tx, 'mo_small', { offset: 0, limit: 2 }))).toBe(
      undefined,
    );
    const built = await run((tx) => order.readRebuiltPage(tx, 'mo_small', { offset: 2, limit: 2 }));
    expect(built?.total).toBe(5);
    expect(built?.rows.map(({ user }) => user.id)).toEqual(ids.slice(2, 4));
    expect(order.heldIds()).toBe(5);
    const known = await run((tx) => order.readKnownPage(tx, 'mo_small', { offset: 4, limit: 2 }));
    expect(known?.rows.map(({ user }) => user.id)).toEqual([ids[4]]);
    // Past the end: not answerable from memory alone (the organization may be gone).
    expect(await run((tx) => order.readKnownPage(tx, 'mo_small', { offset: 6, limit: 2 }))).toBe(
      undefined,
    );
    expect(
      await run((tx) => order.readRebuiltPage(tx, 'mo_small', { offset: 6, limit: 2 })),
    ).toEqual({ rows: [], total: 5 });
  });

  it('leaves an organization larger than the cap to the database', async () => {
    await createOrganization('mo_large', 4);
    const order = createOrganizationMemberOrder({ maxIds: 3 });
    expect(await run((tx) => order.readRebuiltPage(tx, 'mo_large', { offset: 0, limit: 2 }))).toBe(
      undefined,
    );
    expect(order.heldIds()).toBe(0);
  });

  it('drops the least recently used organization to stay under the cap', async () => {
    await createOrganization('mo_lru_a', 3);
    await createOrganization('mo_lru_b', 3);
    const order = createOrganizationMemberOrder({ maxIds: 4 });
    await run((tx) => order.readRebuiltPage(tx, 'mo_lru_a', { offset: 0, limit: 1 }));
    await run((tx) => order.readRebuiltPage(tx, 'mo_lru_b', { offset: 0, limit: 1 }));
    expect(order.heldIds()).toBe(3);
    expect(await run((tx) => order.readKnownPage(tx, 'mo_lru_a', { offset: 0, limit: 1 }))).toBe(
      undefined,
    );
    expect(
      (await run((tx) => order.readKnownPage(tx, 'mo_lru_b', { offset: 0, limit: 1 })))?.total,
    ).toBe(3);
  });
});

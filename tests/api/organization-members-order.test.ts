import {
  organizationRoleUsers,
  organizations,
  organizationUsers,
  users,
} from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { readMemberVersion } from '@gatehouse/server/src/queries/organization-member-order.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

// The unfiltered member list is served from an in-memory id order per organization
// (services/organization-member-order.ts, migration 0019). These tests change memberships behind
// the server's back, as another node would, and expect every page and Total-Number to show the
// change at once.

const bootstrap = { clientId: 'morder-m2m', clientSecret: 'morder-secret-0123456789abcdef' };

let server: RunningServer;
let client: ApiClient;

const run = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.gatehouse.context.database.db, 'default', work);

type Member = { id: string; name: string | null; organizationRoles: { id: string }[] };

const list = async (organizationId: string, query: string) => {
  const response = await client.get<Member[]>(
    `/api/organizations/${organizationId}/users?${query}`,
  );
  expect(response.status).toBe(200);
  return {
    total: Number(response.headers.get('total-number')),
    ids: response.body.map(({ id }) => id),
    body: response.body,
  };
};

/** Users straight into the database, `ids[0]` newest. */
const insertUsers = (ids: string[]) => {
  const now = Date.now();
  return run((tx) =>
    tx.insert(users).values(
      ids.map((id, index) => ({
        tenantId: 'default',
        id,
        username: id,
        createdAt: new Date(now - index * 1000),
      })),
    ),
  );
};

const addDirectly = (organizationId: string, userIds: string[]) =>
  run((tx) =>
    tx
      .insert(organizationUsers)
      .values(userIds.map((userId) => ({ tenantId: 'default', organizationId, userId }))),
  );

const createOrganization = async (name: string) => {
  const response = await client.post<{ id: string }>('/api/organizations', { name });
  expect(response.status).toBe(201);
  return response.body.id;
};

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
  await insertUsers(['mo_e', 'mo_d', 'mo_c', 'mo_b', 'mo_a']);
});

afterAll(async () => {
  await server?.stop();
});

describe('GET /api/organizations/{id}/users without filters (in-memory order)', () => {
  it('bumps the organization counter once per statement that adds or removes members', async () => {
    const organizationId = await createOrganization('Counter');
    expect(await run((tx) => readMemberVersion(tx, organizationId))).toBe(0);
    await addDirectly(organizationId, ['mo_a', 'mo_b', 'mo_c']);
    expect(await run((tx) => readMemberVersion(tx, organizationId))).toBe(1);
    // A no-op insert (already members) changes nothing.
    await run((tx) =>
      tx
        .insert(organizationUsers)
        .values({ tenantId: 'default', organizationId, userId: 'mo_a' })
        .onConflictDoNothing(),
    );
    expect(await run((tx) => readMemberVersion(tx, organizationId))).toBe(1);
    await run((tx) =>
      tx
        .delete(organizationUsers)
        .where(
          and(
            eq(organizationUsers.organizationId, organizationId),
            eq(organizationUsers.userId, 'mo_c'),
          ),
        ),
    );
    expect(await run((tx) => readMemberVersion(tx, organizationId))).toBe(2);
  });

  it('shows members added and removed by another node at once, pages and total alike', async () => {
    const organizationId = await createOrganization('Other node');
    await addDirectly(organizationId, ['mo_a', 'mo_c']);
    expect(await list(organizationId, 'page=1&page_size=1')).toMatchObject({
      total: 2,
      ids: ['mo_c'],
    });
    await addDirectly(organizationId, ['mo_b', 'mo_e']);
    expect(await list(organizationId, 'page=1&page_size=2')).toMatchObject({
      total: 4,
      ids: ['mo_e', 'mo_c'],
    });
    expect((await list(organizationId, 'page=2&page_size=2')).ids).toEqual(['mo_b', 'mo_a']);
    await run((tx) =>
      tx
        .delete(organizationUsers)
        .where(
          and(
            eq(organizationUsers.organizationId, organizationId),
            eq(organizationUsers.userId, 'mo_c'),
          ),
        ),
    );
    expect(await list(organizationId, 'page=1&page_size=2')).toMatchObject({
      total: 3,
      ids: ['mo_e', 'mo_b'],
    });
    expect(await list(organizationId, 'page=9&page_size=2')).toMatchObject({ total: 3, ids: [] });
  });

  it('reads roles fresh, so a role given elsewhere shows although the order is unchanged', async () => {
    const organizationId = await createOrganization('Roles');
    const role = await client.post<{ id: string }>('/api/organization-roles', {
      name: `order-role-${Date.now()}`,
    });
    expect(role.status).toBe(201);
    await addDirectly(organizationId, ['mo_a', 'mo_b']);
    expect((await list(organizationId, 'page=1&page_size=20')).body[1]?.organizationRoles).toEqual(
      [],
    );
    await run((tx) =>
      tx.insert(organizationRoleUsers).values({
        tenantId: 'default',
        organizationId,
        organizationRoleId: role.body.id,
        userId: 'mo_a',
      }),
    );
    const { body } = await list(organizationId, 'page=1&page_size=20');
    expect(body.map(({ organizationRoles }) => organizationRoles.map(({ id }) => id))).toEqual([
      [],
      [role.body.id],
    ]);
  });

  it('drops a deleted user (membership removed by cascade)', async () => {
    await insertUsers(['mo_gone']);
    const organizationId = await createOrganization('Cascade');
    await addDirectly(organizationId, ['mo_gone', 'mo_a']);
    expect((await list(organizationId, 'page=1&page_size=20')).total).toBe(2);
    await run((tx) => tx.delete(users).where(eq(users.id, 'mo_gone')));
    expect(await list(organizationId, 'page=1&page_size=20')).toMatchObject({
      total: 1,
      ids: ['mo_a'],
    });
  });

  it('answers 404 once the organization is deleted, also from a held order', async () => {
    const organizationId = await createOrganization('Deleted');
    await addDirectly(organizationId, ['mo_a', 'mo_b']);
    expect((await list(organizationId, 'page=1&page_size=20')).total).toBe(2);
    await run((tx) => tx.delete(organizations).where(eq(organizations.id, organizationId)));
    const response = await client.get(`/api/organizations/${organizationId}/users`);
    expect(response.status).toBe(404);
    const searched = await client.get(`/api/organizations/${organizationId}/users?q=mo_`);
    expect(searched.status).toBe(404);
  });

  it('answers a search page and its total in one go, members only', async () => {
    const organizationId = await createOrganization('Search');
    await addDirectly(organizationId, ['mo_a', 'mo_b', 'mo_d']);
    expect(await list(organizationId, 'q=mo_&page=1&page_size=2')).toMatchObject({
      total: 3,
      ids: ['mo_d', 'mo_b'],
    });
    expect(await list(organizationId, 'q=mo_&page=5&page_size=2')).toMatchObject({
      total: 3,
      ids: [],
    });
    expect(await list(organizationId, 'q=mo_e')).toMatchObject({ total: 0, ids: [] });
  });
});

import { applications } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import {
  createMachineToMachineApp,
  createResource,
  createRole,
  createUser,
} from './helpers/management-fixtures.ts';
import { type RunningServer, useServer } from './helpers/server.ts';
import { requestClientCredentials } from './helpers/tokens.ts';

const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };

let server: RunningServer;
let client: ApiClient;

type Robot = { clientId: string; clientSecret: string };

/** Scopes of a fresh client-credentials token of the robot for the given API. */
const robotScopes = async (robot: Robot, indicator: string) => {
  const { body } = await requestClientCredentials(
    server.mainUrl,
    robot,
    indicator,
    'read:orders write:orders',
  );
  if (!body.access_token) return [];
  const { scope } = decodeJwt(body.access_token) as { scope?: string };
  return (scope ?? '').split(' ').filter(Boolean).sort();
};

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
  // An application the API cannot create with a fixed id; read-only for every test.
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: 'web-spa',
      name: 'Web',
      secret: 'unused',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
    }),
  );
});
afterAll(async () => {
  await server?.stop();
});

/**
 * The orders API of one test: its read and write scopes, a machine-to-machine role holding the
 * read scope, and a robot application that holds no role yet.
 */
const createOrders = async () => {
  const resource = await createResource(client, { scopeNames: ['read:orders', 'write:orders'] });
  const [read, write] = resource.scopes.map(({ id }) => id) as [string, string];
  const m2m = await createRole(client, 'order robot', {
    type: 'MachineToMachine',
    scopeIds: [read],
  });
  const robot = await createMachineToMachineApp(client);
  return {
    resourceId: resource.id,
    read,
    write,
    m2m: m2m.id,
    robot,
    scopes: () => robotScopes(robot, resource.indicator),
  };
};

const giveRole = async (applicationId: string, roleIds: string[]) => {
  const given = await client.post(`/api/applications/${applicationId}/roles`, { roleIds });
  expect(given.status).toBe(201);
};

describe('machine-to-machine role scopes in client-credentials tokens', () => {
  it('gives no scope of the resource before the application holds a role', async () => {
    const orders = await createOrders();
    expect(await orders.scopes()).toEqual([]);
  });

  it("puts the role's scopes into the next token once the role is assigned", async () => {
    const orders = await createOrders();
    const assigned = await client.post(`/api/applications/${orders.robot.clientId}/roles`, {
      roleIds: [orders.m2m],
    });
    expect(assigned.status).toBe(201);
    expect(assigned.body).toEqual({ roleIds: [orders.m2m], addedRoleIds: [orders.m2m] });
    expect(await orders.scopes()).toEqual(['read:orders']);
  });

  it('adds a scope granted to the role later', async () => {
    const orders = await createOrders();
    await giveRole(orders.robot.clientId, [orders.m2m]);
    expect(await orders.scopes()).toEqual(['read:orders']);
    const granted = await client.post(`/api/roles/${orders.m2m}/scopes`, {
      scopeIds: [orders.write],
    });
    expect(granted.status).toBe(201);
    expect(granted.body.map((s: { name: string }) => s.name).sort()).toEqual([
      'read:orders',
      'write:orders',
    ]);
    expect(await orders.scopes()).toEqual(['read:orders', 'write:orders']);
  });

  it('drops a scope taken away from the role on the next token request', async () => {
    const orders = await createOrders();
    await giveRole(orders.robot.clientId, [orders.m2m]);
    await client.post(`/api/roles/${orders.m2m}/scopes`, { scopeIds: [orders.write] });
    expect(await orders.scopes()).toEqual(['read:orders', 'write:orders']);
    expect((await client.delete(`/api/roles/${orders.m2m}/scopes/${orders.write}`)).status).toBe(
      204,
    );
    expect(await orders.scopes()).toEqual(['read:orders']);
  });

  it('drops the scopes when the role is taken away from the application', async () => {
    const orders = await createOrders();
    await giveRole(orders.robot.clientId, [orders.m2m]);
    expect(await orders.scopes()).toEqual(['read:orders']);
    const removed = await client.delete(
      `/api/applications/${orders.robot.clientId}/roles/${orders.m2m}`,
    );
    expect(removed.status).toBe(204);
    expect(await orders.scopes()).toEqual([]);
  });

  it('gives them through POST /roles/{id}/applications, and drops them when the scope is deleted', async () => {
    const orders = await createOrders();
    expect(
      (
        await client.post(`/api/roles/${orders.m2m}/applications`, {
          applicationIds: [orders.robot.clientId],
        })
      ).status,
    ).toBe(201);
    expect(await orders.scopes()).toEqual(['read:orders']);
    const deleted = await client.delete(
      `/api/resources/${orders.resourceId}/scopes/${orders.read}`,
    );
    expect(deleted.status).toBe(204);
    expect(await orders.scopes()).toEqual([]);
  });

  it('drops the scopes when the role is deleted', async () => {
    const orders = await createOrders();
    await giveRole(orders.robot.clientId, [orders.m2m]);
    expect(await orders.scopes()).toEqual(['read:orders']);
    expect((await client.delete(`/api/roles/${orders.m2m}`)).status).toBe(204);
    expect(await orders.scopes()).toEqual([]);
  });
});

describe('/api/applications/{applicationId}/roles', () => {
  /** A robot holding no role, and two machine-to-machine roles, "a" and "b". */
  const createRobotAndRoles = async () => {
    const robot = await createMachineToMachineApp(client);
    const m2m = (await createRole(client, 'app role a', { type: 'MachineToMachine' })).id;
    const other = (await createRole(client, 'app role b', { type: 'MachineToMachine' })).id;
    return { robot, m2m, other };
  };

  it('lists the roles of an application with paging headers', async () => {
    const { robot, m2m, other } = await createRobotAndRoles();
    await client.put(`/api/applications/${robot.clientId}/roles`, { roleIds: [m2m, other] });
    const page = await client.get(`/api/applications/${robot.clientId}/roles?page=1&page_size=1`);
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers.get('total-number')).toBe('2');
    expect(page.headers.get('link')).toContain('rel="next"');
    const search = await client.get(
      `/api/applications/${robot.clientId}/roles?search=%25role b%25`,
    );
    expect(search.body.map((r: { id: string }) => r.id)).toEqual([other]);
  });

  it('skips roles the application holds already on POST', async () => {
    const { robot, m2m } = await createRobotAndRoles();
    await giveRole(robot.clientId, [m2m]);
    const again = await client.post(`/api/applications/${robot.clientId}/roles`, {
      roleIds: [m2m],
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ roleIds: [m2m], addedRoleIds: [] });
  });

  it('replaces the roles on PUT', async () => {
    const { robot, m2m, other } = await createRobotAndRoles();
    await giveRole(robot.clientId, [m2m]);
    const put = await client.put(`/api/applications/${robot.clientId}/roles`, { roleIds: [other] });
    expect(put.status).toBe(200);
    const list = await client.get(`/api/applications/${robot.clientId}/roles`);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([other]);
  });

  it('answers 422 application.invalid_role_type for a User role, and writes nothing', async () => {
    const { robot, m2m, other } = await createRobotAndRoles();
    const userRole = await createRole(client, 'clerk');
    await giveRole(robot.clientId, [other]);
    const put = await client.put(`/api/applications/${robot.clientId}/roles`, {
      roleIds: [m2m, userRole.id],
    });
    expect(put.status).toBe(422);
    expect(put.body.code).toBe('application.invalid_role_type');
    const list = await client.get(`/api/applications/${robot.clientId}/roles`);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([other]);
  });

  it('answers 422 application.invalid_type for an application that is not machine-to-machine', async () => {
    const { m2m } = await createRobotAndRoles();
    for (const [method, path, body] of [
      ['GET', '/api/applications/web-spa/roles', undefined],
      ['POST', '/api/applications/web-spa/roles', { roleIds: [m2m] }],
      ['PUT', '/api/applications/web-spa/roles', { roleIds: [m2m] }],
      ['DELETE', `/api/applications/web-spa/roles/${m2m}`, undefined],
    ] as const) {
      const response = await client.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(422);
      expect(response.body.code).toBe('application.invalid_type');
    }
  });

  it('answers 404 for an unknown application, role, or a role the application does not hold', async () => {
    const { robot, m2m } = await createRobotAndRoles();
    expect((await client.get('/api/applications/nope/roles')).status).toBe(404);
    const unknownRole = await client.post(`/api/applications/${robot.clientId}/roles`, {
      roleIds: ['missing-role'],
    });
    expect(unknownRole.status).toBe(404);
    expect(unknownRole.body.code).toBe('entity.not_exists_with_id');
    expect((await client.delete(`/api/applications/${robot.clientId}/roles/${m2m}`)).status).toBe(
      404,
    );
  });

  it('answers 400 guard.invalid_input for a bad body', async () => {
    const { robot } = await createRobotAndRoles();
    const bad = await client.post(`/api/applications/${robot.clientId}/roles`, { roleIds: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('guard.invalid_input');
  });

  it('refuses to give or take internal roles (403 role.internal_role_violation)', async () => {
    const { robot } = await createRobotAndRoles();
    const response = await client.post(`/api/applications/${robot.clientId}/roles`, {
      roleIds: ['admin-role'],
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('role.internal_role_violation');
  });
});

describe('/api/users/{userId}/roles', () => {
  /** A user holding the given roles (by name: "clerk" and "auditor"), and both roles. */
  const createUserHolding = async (...held: ('clerk' | 'auditor')[]) => {
    const user = await createUser(client, 'alice');
    const clerk = (await createRole(client, 'user role a')).id;
    const auditor = (await createRole(client, 'user role b')).id;
    const roles = { clerk, auditor };
    if (held.length > 0) {
      const given = await client.post(`/api/users/${user.id}/roles`, {
        roleIds: held.map((name) => roles[name]),
      });
      expect(given.status).toBe(201);
    }
    return { userId: user.id, clerk, auditor };
  };

  it('gives roles on POST and skips those held already', async () => {
    const { userId, clerk, auditor } = await createUserHolding();
    const first = await client.post(`/api/users/${userId}/roles`, { roleIds: [clerk] });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ roleIds: [clerk], addedRoleIds: [clerk] });
    const second = await client.post(`/api/users/${userId}/roles`, {
      roleIds: [clerk, auditor],
    });
    expect(second.body).toEqual({ roleIds: [clerk, auditor], addedRoleIds: [auditor] });
    const list = await client.get(`/api/users/${userId}/roles`);
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.map((r: { id: string }) => r.id).sort()).toEqual([clerk, auditor].sort());
  });

  it('replaces the roles on PUT', async () => {
    const { userId, auditor } = await createUserHolding('clerk', 'auditor');
    const put = await client.put(`/api/users/${userId}/roles`, { roleIds: [auditor] });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ roleIds: [auditor] });
    const list = await client.get(`/api/users/${userId}/roles`);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([auditor]);
  });

  it('answers 422 user.invalid_role_type for a machine-to-machine role, and writes nothing', async () => {
    const { userId, clerk, auditor } = await createUserHolding('auditor');
    const m2m = (await createRole(client, 'robots only', { type: 'MachineToMachine' })).id;
    const response = await client.post(`/api/users/${userId}/roles`, { roleIds: [clerk, m2m] });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('user.invalid_role_type');
    const list = await client.get(`/api/users/${userId}/roles`);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([auditor]);
  });

  it('takes a role away on DELETE, and answers 404 when the user does not hold it', async () => {
    const { userId, auditor } = await createUserHolding('auditor');
    expect((await client.delete(`/api/users/${userId}/roles/${auditor}`)).status).toBe(204);
    expect((await client.delete(`/api/users/${userId}/roles/${auditor}`)).status).toBe(404);
  });

  it('answers 404 for an unknown user', async () => {
    const { clerk } = await createUserHolding();
    const response = await client.get('/api/users/nobody/roles');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('entity.not_exists_with_id');
    expect((await client.post('/api/users/nobody/roles', { roleIds: [clerk] })).status).toBe(404);
    expect((await client.put('/api/users/nobody/roles', { roleIds: [] })).status).toBe(404);
  });
});

import { applications, users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, useServer } from './helpers/server.ts';
import { clientCredentialsToken } from './helpers/tokens.ts';

const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };
const robot = { clientId: 'robot-m2m', clientSecret: 'robot-secret-0123456789abcdefghij' };
const indicator = 'https://orders.example.com/api';

let server: RunningServer;
let token: string;

const api = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${server.mainUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: test responses are checked field by field.
  const json: any =
    text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: response.status, body: json, headers: response.headers };
};

/** Scopes of a fresh client-credentials token of the robot for the orders API. */
const robotScopes = async () => {
  const response = await fetch(`${server.mainUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${robot.clientId}:${robot.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      resource: indicator,
      scope: 'read:orders write:orders',
    }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) return [];
  const { scope } = decodeJwt(body.access_token) as { scope?: string };
  return (scope ?? '').split(' ').filter(Boolean).sort();
};

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  token = await clientCredentialsToken(server.mainUrl, bootstrap, 'https://default.logto.app/api');
  await withTenant(server.gatehouse.context.database.db, 'default', async (tx) => {
    await tx.insert(applications).values([
      {
        tenantId: 'default',
        id: robot.clientId,
        name: 'Robot',
        secret: robot.clientSecret,
        type: 'MachineToMachine',
        oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
      },
      {
        tenantId: 'default',
        id: 'web-spa',
        name: 'Web',
        secret: 'unused',
        type: 'SPA',
        oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
      },
    ]);
    await tx.insert(users).values([
      { tenantId: 'default', id: 'alice0000001', username: 'alice' },
      { tenantId: 'default', id: 'bob000000002', username: 'bob' },
    ]);
  });
});
afterAll(async () => {
  await server?.stop();
});

type Setup = { resourceId: string; read: string; write: string; m2m: string; user: string };
let setup: Setup;

const createSetup = async (): Promise<Setup> => {
  const resource = await api('POST', '/resources', { name: 'Orders', indicator });
  const read = await api('POST', `/resources/${resource.body.id}/scopes`, { name: 'read:orders' });
  const write = await api('POST', `/resources/${resource.body.id}/scopes`, {
    name: 'write:orders',
  });
  const m2m = await api('POST', '/roles', {
    name: 'order robot',
    description: 'Reads orders',
    type: 'MachineToMachine',
    scopeIds: [read.body.id],
  });
  const user = await api('POST', '/roles', { name: 'clerk', description: 'Handles orders' });
  return {
    resourceId: resource.body.id,
    read: read.body.id,
    write: write.body.id,
    m2m: m2m.body.id,
    user: user.body.id,
  };
};

describe('machine-to-machine role scopes in client-credentials tokens', () => {
  beforeAll(async () => {
    setup = await createSetup();
  });

  it('gives no scope of the resource before the application holds a role', async () => {
    expect(await robotScopes()).toEqual([]);
  });

  it("puts the role's scopes into the next token once the role is assigned", async () => {
    const assigned = await api('POST', `/applications/${robot.clientId}/roles`, {
      roleIds: [setup.m2m],
    });
    expect(assigned.status).toBe(201);
    expect(assigned.body).toEqual({ roleIds: [setup.m2m], addedRoleIds: [setup.m2m] });
    expect(await robotScopes()).toEqual(['read:orders']);
  });

  it('adds a scope granted to the role later', async () => {
    const granted = await api('POST', `/roles/${setup.m2m}/scopes`, { scopeIds: [setup.write] });
    expect(granted.status).toBe(201);
    expect(granted.body.map((s: { name: string }) => s.name).sort()).toEqual([
      'read:orders',
      'write:orders',
    ]);
    expect(await robotScopes()).toEqual(['read:orders', 'write:orders']);
  });

  it('drops a scope taken away from the role on the next token request', async () => {
    expect((await api('DELETE', `/roles/${setup.m2m}/scopes/${setup.write}`)).status).toBe(204);
    expect(await robotScopes()).toEqual(['read:orders']);
  });

  it('drops the scopes when the role is taken away from the application', async () => {
    const removed = await api('DELETE', `/applications/${robot.clientId}/roles/${setup.m2m}`);
    expect(removed.status).toBe(204);
    expect(await robotScopes()).toEqual([]);
  });

  it('gives them again through POST /roles/{id}/applications, and drops them when the scope is deleted', async () => {
    expect(
      (await api('POST', `/roles/${setup.m2m}/applications`, { applicationIds: [robot.clientId] }))
        .status,
    ).toBe(201);
    expect(await robotScopes()).toEqual(['read:orders']);
    const deleted = await api('DELETE', `/resources/${setup.resourceId}/scopes/${setup.read}`);
    expect(deleted.status).toBe(204);
    expect(await robotScopes()).toEqual([]);
  });

  it('drops the scopes when the role is deleted', async () => {
    const read = await api('POST', `/resources/${setup.resourceId}/scopes`, {
      name: 'read:orders',
    });
    await api('POST', `/roles/${setup.m2m}/scopes`, { scopeIds: [read.body.id] });
    expect(await robotScopes()).toEqual(['read:orders']);
    expect((await api('DELETE', `/roles/${setup.m2m}`)).status).toBe(204);
    expect(await robotScopes()).toEqual([]);
  });
});

describe('/api/applications/{applicationId}/roles', () => {
  let m2m: string;
  let other: string;
  beforeAll(async () => {
    m2m = (
      await api('POST', '/roles', {
        name: 'app role a',
        description: 'a',
        type: 'MachineToMachine',
      })
    ).body.id;
    other = (
      await api('POST', '/roles', {
        name: 'app role b',
        description: 'b',
        type: 'MachineToMachine',
      })
    ).body.id;
  });

  it('lists the roles of an application with paging headers', async () => {
    await api('PUT', `/applications/${robot.clientId}/roles`, { roleIds: [m2m, other] });
    const page = await api('GET', `/applications/${robot.clientId}/roles?page=1&page_size=1`);
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers.get('total-number')).toBe('2');
    expect(page.headers.get('link')).toContain('rel="next"');
    const search = await api('GET', `/applications/${robot.clientId}/roles?search=%25role b%25`);
    expect(search.body.map((r: { id: string }) => r.id)).toEqual([other]);
  });

  it('skips roles the application holds already on POST', async () => {
    const again = await api('POST', `/applications/${robot.clientId}/roles`, { roleIds: [m2m] });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ roleIds: [m2m], addedRoleIds: [] });
  });

  it('replaces the roles on PUT', async () => {
    const put = await api('PUT', `/applications/${robot.clientId}/roles`, { roleIds: [other] });
    expect(put.status).toBe(200);
    const list = await api('GET', `/applications/${robot.clientId}/roles`);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([other]);
  });

  it('answers 422 application.invalid_role_type for a User role, and writes nothing', async () => {
    const put = await api('PUT', `/applications/${robot.clientId}/roles`, {
      roleIds: [m2m, setup.user],
    });
    expect(put.status).toBe(422);
    expect(put.body.code).toBe('application.invalid_role_type');
    const list = await api('GET', `/applications/${robot.clientId}/roles`);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([other]);
  });

  it('answers 422 application.invalid_type for an application that is not machine-to-machine', async () => {
    for (const [method, path, body] of [
      ['GET', '/applications/web-spa/roles', undefined],
      ['POST', '/applications/web-spa/roles', { roleIds: [m2m] }],
      ['PUT', '/applications/web-spa/roles', { roleIds: [m2m] }],
      ['DELETE', `/applications/web-spa/roles/${m2m}`, undefined],
    ] as const) {
      const response = await api(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(422);
      expect(response.body.code).toBe('application.invalid_type');
    }
  });

  it('answers 404 for an unknown application, role, or a role the application does not hold', async () => {
    expect((await api('GET', '/applications/nope/roles')).status).toBe(404);
    const unknownRole = await api('POST', `/applications/${robot.clientId}/roles`, {
      roleIds: ['missing-role'],
    });
    expect(unknownRole.status).toBe(404);
    expect(unknownRole.body.code).toBe('entity.not_exists_with_id');
    expect((await api('DELETE', `/applications/${robot.clientId}/roles/${m2m}`)).status).toBe(404);
  });

  it('answers 400 guard.invalid_input for a bad body', async () => {
    const bad = await api('POST', `/applications/${robot.clientId}/roles`, { roleIds: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('guard.invalid_input');
  });

  it('refuses to give or take internal roles (403 role.internal_role_violation)', async () => {
    const response = await api('POST', `/applications/${robot.clientId}/roles`, {
      roleIds: ['admin-role'],
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('role.internal_role_violation');
  });
});

describe('/api/users/{userId}/roles', () => {
  let clerk: string;
  let auditor: string;
  beforeAll(async () => {
    clerk = (await api('POST', '/roles', { name: 'user role a', description: 'a' })).body.id;
    auditor = (await api('POST', '/roles', { name: 'user role b', description: 'b' })).body.id;
  });

  it('gives roles on POST and skips those held already', async () => {
    const first = await api('POST', '/users/alice0000001/roles', { roleIds: [clerk] });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ roleIds: [clerk], addedRoleIds: [clerk] });
    const second = await api('POST', '/users/alice0000001/roles', { roleIds: [clerk, auditor] });
    expect(second.body).toEqual({ roleIds: [clerk, auditor], addedRoleIds: [auditor] });
    const list = await api('GET', '/users/alice0000001/roles');
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.map((r: { id: string }) => r.id).sort()).toEqual([clerk, auditor].sort());
  });

  it('replaces the roles on PUT', async () => {
    const put = await api('PUT', '/users/alice0000001/roles', { roleIds: [auditor] });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ roleIds: [auditor] });
    const list = await api('GET', '/users/alice0000001/roles');
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([auditor]);
  });

  it('answers 422 user.invalid_role_type for a machine-to-machine role, and writes nothing', async () => {
    const m2m = (
      await api('POST', '/roles', {
        name: 'robots only',
        description: 'r',
        type: 'MachineToMachine',
      })
    ).body.id;
    const response = await api('POST', '/users/alice0000001/roles', { roleIds: [clerk, m2m] });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('user.invalid_role_type');
    const list = await api('GET', '/users/alice0000001/roles');
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([auditor]);
  });

  it('takes a role away on DELETE, and answers 404 when the user does not hold it', async () => {
    expect((await api('DELETE', `/users/alice0000001/roles/${auditor}`)).status).toBe(204);
    expect((await api('DELETE', `/users/alice0000001/roles/${auditor}`)).status).toBe(404);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await api('GET', '/users/nobody/roles');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('entity.not_exists_with_id');
    expect((await api('POST', '/users/nobody/roles', { roleIds: [clerk] })).status).toBe(404);
    expect((await api('PUT', '/users/nobody/roles', { roleIds: [] })).status).toBe(404);
  });
});

import type { Role } from '@gatehouse/schemas/entities/role';
import { applications, users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };
const spaRedirect = 'http://localhost:5173/callback';
let server: RunningServer;
let client: ApiClient;
let scopeId: string;

const ids = (list: { id: string }[]) => list.map(({ id }) => id).sort();
const createRole = async (body: Record<string, unknown>) => {
  const created = await client.post<Role>('/api/roles', body);
  expect(created.status).toBe(200);
  return created.body;
};

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
  const resource = await client.post('/api/resources', {
    name: 'Shop',
    indicator: 'https://shop.example',
  });
  scopeId = (await client.post(`/api/resources/${resource.body.id}/scopes`, { name: 'buy' })).body
    .id;
  await withTenant(server.gatehouse.context.database.db, 'default', async (tx) => {
    const app = (id: string, type: 'MachineToMachine' | 'SPA') => ({
      tenantId: 'default',
      id,
      name: id,
      secret: 'unused',
      type,
      oidcClientMetadata: {
        redirectUris: type === 'SPA' ? [spaRedirect] : [],
        postLogoutRedirectUris: [],
      },
    });
    await tx.insert(applications).values([app('m2m-a', 'MachineToMachine'), app('spa-a', 'SPA')]);
    await tx.insert(users).values(
      ['u1', 'u2', 'u3', 'u4'].map((name, index) => ({
        tenantId: 'default',
        id: `user0000000${index}`,
        username: name,
        name: `User ${name}`,
        createdAt: new Date(Date.now() - (10 - index) * 1000),
      })),
    );
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('POST /api/roles', () => {
  it('creates a User role with scopes, answering 200 with the role', async () => {
    const created = await client.post('/api/roles', {
      name: 'buyer',
      description: 'Buys things',
      scopeIds: [scopeId],
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      tenantId: 'default',
      id: expect.any(String),
      name: 'buyer',
      description: 'Buys things',
      type: 'User',
      isDefault: false,
    });
    const scopes = await client.get(`/api/roles/${created.body.id}/scopes`);
    expect(scopes.body).toEqual([
      expect.objectContaining({
        id: scopeId,
        name: 'buy',
        resource: expect.objectContaining({ indicator: 'https://shop.example' }),
      }),
    ]);
  });

  it('answers 422 role.name_in_use when the name is taken', async () => {
    await createRole({ name: 'seller', description: 'Sells things' });
    const taken = await client.post('/api/roles', { name: 'seller', description: 'x' });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('role.name_in_use');
  });

  it('answers 400 and writes nothing when a User role would get management API scopes', async () => {
    const refused = await client.post('/api/roles', {
      name: 'sneaky',
      description: 'x',
      scopeIds: ['management-api-all'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('role.management_api_scopes_not_assignable_to_user_role');
    expect((await client.get('/api/roles?search.name=sneaky&mode.name=exact')).body).toEqual([]);
    const allowed = await client.post('/api/roles', {
      name: 'robot admin',
      description: 'x',
      type: 'MachineToMachine',
      scopeIds: ['management-api-all'],
    });
    expect(allowed.status).toBe(200);
  });

  it('answers 404 and writes nothing for an unknown scope', async () => {
    const missing = await client.post('/api/roles', {
      name: 'ghost',
      description: 'x',
      scopeIds: ['no-such-scope'],
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('entity.not_exists_with_id');
    expect((await client.post('/api/roles', { name: 'ghost', description: 'x' })).status).toBe(200);
  });

  it('refuses internal role names (403) and default machine-to-machine roles (400)', async () => {
    const internal = await client.post('/api/roles', { name: '#internal:mine', description: 'x' });
    expect(internal.status).toBe(403);
    expect(internal.body.code).toBe('role.internal_role_violation');
    const m2mDefault = await client.post('/api/roles', {
      name: 'm2m default',
      description: 'x',
      type: 'MachineToMachine',
      isDefault: true,
    });
    expect(m2mDefault.status).toBe(400);
  });

  it('answers 400 guard.invalid_input for a bad body', async () => {
    const bad = await client.post('/api/roles', { name: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('guard.invalid_input');
    expect(
      (await client.post('/api/roles', { name: 'x', description: 'y', type: 'Robot' })).status,
    ).toBe(400);
  });
});

describe('GET /api/roles', () => {
  let listed: { id: string };
  beforeAll(async () => {
    listed = await createRole({ name: 'listed', description: 'Listed role' });
    await client.post(`/api/roles/${listed.id}/users`, {
      userIds: ['user00000000', 'user00000001', 'user00000002', 'user00000003'],
    });
  });

  it('hides internal roles and counts members, featuring three users at most', async () => {
    const list = await client.get('/api/roles?page_size=100');
    expect(list.status).toBe(200);
    expect(list.body.some((role: { name: string }) => role.name.startsWith('#internal:'))).toBe(
      false,
    );
    const role = list.body.find((r: { id: string }) => r.id === listed.id);
    expect(role.usersCount).toBe(4);
    expect(role.featuredUsers).toHaveLength(3);
    expect(role.featuredUsers[0]).toEqual({ id: 'user00000003', avatar: null, name: 'User u4' });
    const access = list.body.find(
      (r: { name: string }) => r.name === 'Logto Management API access',
    );
    expect(access.applicationsCount).toBe(1);
    expect(access.featuredApplications).toEqual([
      { id: bootstrap.clientId, name: expect.any(String), type: 'MachineToMachine' },
    ]);
  });

  it('filters by type, and excludes the roles a user or an application holds', async () => {
    const notHeld = await createRole({ name: 'not held', description: 'Held by nobody' });
    const m2m = await client.get('/api/roles?type=MachineToMachine');
    expect(m2m.body.every((r: { type: string }) => r.type === 'MachineToMachine')).toBe(true);
    const forUser = await client.get('/api/roles?excludeUserId=user00000000&type=User');
    expect(ids(forUser.body)).not.toContain(listed.id);
    expect(ids(forUser.body)).toContain(notHeld.id);
    const forApp = await client.get(`/api/roles?excludeApplicationId=${bootstrap.clientId}`);
    expect(forApp.body.map((r: { name: string }) => r.name)).not.toContain(
      'Logto Management API access',
    );
    expect((await client.get('/api/roles?type=Robot')).status).toBe(400);
  });

  it('pages and searches', async () => {
    // With these two and the listed role there are more than two visible roles to page.
    await createRole({ name: 'paged one', description: 'x' });
    await createRole({ name: 'paged two', description: 'x' });
    const page = await client.get('/api/roles?page=1&page_size=2');
    expect(page.body).toHaveLength(2);
    expect(Number(page.headers.get('total-number'))).toBeGreaterThan(2);
    expect(page.headers.get('link')).toContain('rel="next"');
    const found = await client.get('/api/roles?search=%25listed%25');
    expect(ids(found.body)).toEqual([listed.id]);
  });
});

describe('GET/PATCH/DELETE /api/roles/{id}', () => {
  it('reads, renames and deletes a role', async () => {
    const role = await createRole({ name: 'temp', description: 'Temporary' });
    const other = await createRole({ name: 'permanent', description: 'Stays' });
    expect((await client.get(`/api/roles/${role.id}`)).body).toMatchObject({ name: 'temp' });
    const patched = await client.patch(`/api/roles/${role.id}`, {
      name: 'temporary',
      description: 'Still temporary',
      isDefault: true,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'temporary', isDefault: true });
    expect((await client.patch(`/api/roles/${role.id}`, { name: other.name })).body.code).toBe(
      'role.name_in_use',
    );
    expect((await client.delete(`/api/roles/${role.id}`)).status).toBe(204);
    expect((await client.get(`/api/roles/${role.id}`)).status).toBe(404);
  });

  it('answers 404 entity.not_exists_with_id for an unknown role', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await client.request(method, '/api/roles/no-such-role', body);
      expect(response.status, method).toBe(404);
      expect(response.body.code).toBe('entity.not_exists_with_id');
    }
  });

  it('refuses to change or delete internal roles (403)', async () => {
    expect((await client.get('/api/roles/admin-role')).status).toBe(200);
    for (const [method, path, body] of [
      ['PATCH', '/api/roles/admin-role', { description: 'mine' }],
      ['DELETE', '/api/roles/admin-role', undefined],
      ['POST', '/api/roles/admin-role/scopes', { scopeIds: [scopeId] }],
      ['DELETE', '/api/roles/admin-role/scopes/management-api-all', undefined],
      ['POST', '/api/roles/admin-role/applications', { applicationIds: ['m2m-a'] }],
    ] as const) {
      const response = await client.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.code).toBe('role.internal_role_violation');
    }
  });
});

describe('/api/roles/{id}/users', () => {
  it('adds users, lists them with paging and search, and removes one', async () => {
    const role = await createRole({ name: 'members', description: 'x' });
    const added = await client.post(`/api/roles/${role.id}/users`, {
      userIds: ['user00000000', 'user00000001'],
    });
    expect(added.status).toBe(201);
    const page = await client.get(`/api/roles/${role.id}/users?page_size=1`);
    expect(page.body).toHaveLength(1);
    expect(page.body[0]).toMatchObject({ id: 'user00000001', username: 'u2' });
    expect(page.body[0].passwordEncrypted).toBeUndefined();
    expect(page.headers.get('total-number')).toBe('2');
    const found = await client.get(
      `/api/roles/${role.id}/users?search.username=u1&mode.username=exact`,
    );
    expect(ids(found.body)).toEqual(['user00000000']);
    expect((await client.delete(`/api/roles/${role.id}/users/user00000000`)).status).toBe(204);
    expect((await client.delete(`/api/roles/${role.id}/users/user00000000`)).status).toBe(404);
  });

  it('answers 422 role.user_exists when a user holds the role, and writes nothing', async () => {
    const role = await createRole({ name: 'members held', description: 'x' });
    const held = await client.post(`/api/roles/${role.id}/users`, { userIds: ['user00000001'] });
    expect(held.status).toBe(201);
    const again = await client.post(`/api/roles/${role.id}/users`, {
      userIds: ['user00000002', 'user00000001'],
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('role.user_exists');
    expect((await client.get(`/api/roles/${role.id}/users`)).headers.get('total-number')).toBe('1');
  });

  it('answers 404 for an unknown user or role, 422 for a machine-to-machine role', async () => {
    const role = await createRole({ name: 'members unknown', description: 'x' });
    expect((await client.post(`/api/roles/${role.id}/users`, { userIds: ['nobody'] })).status).toBe(
      404,
    );
    expect((await client.get('/api/roles/nope/users')).status).toBe(404);
    const m2m = await createRole({ name: 'm2m only', description: 'x', type: 'MachineToMachine' });
    const wrong = await client.post(`/api/roles/${m2m.id}/users`, { userIds: ['user00000000'] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('user.invalid_role_type');
    expect((await client.post(`/api/roles/${role.id}/users`, { userIds: [] })).status).toBe(400);
  });
});

describe('/api/roles/{id}/applications', () => {
  it('adds an application, lists it and removes it', async () => {
    const role = await createRole({ name: 'robots', description: 'x', type: 'MachineToMachine' });
    expect(
      (await client.post(`/api/roles/${role.id}/applications`, { applicationIds: ['m2m-a'] }))
        .status,
    ).toBe(201);
    const list = await client.get(`/api/roles/${role.id}/applications`);
    expect(list.body).toEqual([
      expect.objectContaining({ id: 'm2m-a', type: 'MachineToMachine', tenantId: 'default' }),
    ]);
    expect(list.body[0].secret).toBeUndefined();
    expect(list.headers.get('total-number')).toBe('1');
    const again = await client.post(`/api/roles/${role.id}/applications`, {
      applicationIds: ['m2m-a'],
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('role.application_exists');
    expect((await client.delete(`/api/roles/${role.id}/applications/m2m-a`)).status).toBe(204);
    expect((await client.delete(`/api/roles/${role.id}/applications/m2m-a`)).status).toBe(404);
  });

  it('answers 422 for a User role or an application that is not machine-to-machine', async () => {
    const role = await createRole({
      name: 'more robots',
      description: 'x',
      type: 'MachineToMachine',
    });
    const userRole = await createRole({ name: 'people', description: 'x' });
    const wrongRole = await client.post(`/api/roles/${userRole.id}/applications`, {
      applicationIds: ['m2m-a'],
    });
    expect(wrongRole.body.code).toBe('application.invalid_role_type');
    const wrongApp = await client.post(`/api/roles/${role.id}/applications`, {
      applicationIds: ['spa-a'],
    });
    expect(wrongApp.status).toBe(422);
    expect(wrongApp.body.code).toBe('application.invalid_type');
    expect(
      (await client.post(`/api/roles/${role.id}/applications`, { applicationIds: ['none'] }))
        .status,
    ).toBe(404);
  });
});

describe('/api/roles/{id}/scopes', () => {
  it('grants scopes, answers 422 role.scope_exists for a granted one, and removes it', async () => {
    const role = await createRole({ name: 'scoped', description: 'x' });
    const granted = await client.post(`/api/roles/${role.id}/scopes`, { scopeIds: [scopeId] });
    expect(granted.status).toBe(201);
    expect(ids(granted.body)).toEqual([scopeId]);
    const again = await client.post(`/api/roles/${role.id}/scopes`, { scopeIds: [scopeId] });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('role.scope_exists');
    const page = await client.get(`/api/roles/${role.id}/scopes?page=1&page_size=10`);
    expect(page.headers.get('total-number')).toBe('1');
    expect((await client.get(`/api/roles/${role.id}/scopes?search=%25zzz%25`)).body).toEqual([]);
    const mgmt = await client.post(`/api/roles/${role.id}/scopes`, {
      scopeIds: ['management-api-all'],
    });
    expect(mgmt.status).toBe(400);
    expect(mgmt.body.code).toBe('role.management_api_scopes_not_assignable_to_user_role');
    expect((await client.delete(`/api/roles/${role.id}/scopes/${scopeId}`)).status).toBe(204);
    expect((await client.delete(`/api/roles/${role.id}/scopes/${scopeId}`)).status).toBe(404);
    expect((await client.get('/api/roles/none/scopes')).status).toBe(404);
  });
});

describe('default roles', () => {
  it('gives every default User role to a user who registers', async () => {
    const role = await createRole({ name: 'newcomer', description: 'x', isDefault: true });
    await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
      tx.insert(applications).values({
        tenantId: 'default',
        id: 'reg-spa',
        name: 'Registration SPA',
        secret: 'unused',
        type: 'SPA',
        oidcClientMetadata: { redirectUris: [spaRedirect], postLogoutRedirectUris: [] },
      }),
    );
    const url = new URL(`${server.mainUrl}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'reg-spa',
      redirect_uri: spaRedirect,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
      state: 'state',
    }).toString();
    await authorizeWithoutBrowser(
      url.href,
      { username: 'fresh', password: 'Corr3ct-Horse!Battery' },
      { register: true, redirectUri: spaRedirect },
    );
    const members = await client.get(
      `/api/roles/${role.id}/users?search.username=fresh&mode.username=exact`,
    );
    expect(members.body.map((u: { username: string }) => u.username)).toEqual(['fresh']);
  });
});

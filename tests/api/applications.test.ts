import type { Application } from '@gatehouse/schemas/entities/application';
import { applications } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { uniqueSuffix } from './helpers/management-fixtures.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

let server: RunningServer;
let client: ApiClient;

const create = async (body: Record<string, unknown>) => {
  const response = await client.post('/api/applications', body);
  expect(response.status).toBe(200);
  return response.body as { id: string; secret?: string; type: string; [key: string]: unknown };
};

const countRows = () =>
  withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.tenantId, 'default')),
  ).then((rows) => rows.length);

beforeAll(async () => {
  ({ server, client } = await startManagementServer());
});
afterAll(async () => {
  await server?.stop();
});

describe('POST /api/applications', () => {
  it('creates a SPA with a 21-char id, a 32-char secret and the §9 token defaults', async () => {
    const app = await create({
      name: 'My SPA',
      type: 'SPA',
      oidcClientMetadata: {
        redirectUris: ['http://localhost:5173/callback'],
        postLogoutRedirectUris: ['http://localhost:5173'],
      },
    });
    expect(app.id).toMatch(/^[a-z0-9]{21}$/);
    // The legacy secret is internal (never answered); secrets live under /secrets.
    expect(app).not.toHaveProperty('secret');
    expect(app).toMatchObject({
      tenantId: 'default',
      name: 'My SPA',
      description: null,
      type: 'SPA',
      isThirdParty: false,
      appLevelAccessControlEnabled: false,
      customData: {},
      protectedAppMetadata: null,
      oidcClientMetadata: {
        redirectUris: ['http://localhost:5173/callback'],
        postLogoutRedirectUris: ['http://localhost:5173'],
      },
      customClientMetadata: {
        idTokenTtl: 3600,
        refreshTokenTtlInDays: 14,
        rotateRefreshToken: true,
      },
    });
    expect(typeof app.createdAt).toBe('number');
  });

  it('fills empty URI lists when no OIDC metadata is given', async () => {
    const app = await create({ name: 'Bare', type: 'MachineToMachine' });
    expect(app.oidcClientMetadata).toEqual({ redirectUris: [], postLogoutRedirectUris: [] });
    expect(app.customClientMetadata).toEqual({});
  });

  it('accepts custom-scheme redirect URIs for native apps', async () => {
    const app = await create({
      name: 'Mobile',
      type: 'Native',
      oidcClientMetadata: {
        redirectUris: ['io.logto.demo://callback', 'http://localhost/cb'],
        postLogoutRedirectUris: ['io.logto.demo://logout'],
      },
    });
    expect(app.type).toBe('Native');
  });

  it('answers 400 guard.invalid_input for a custom scheme on a web application', async () => {
    for (const type of ['SPA', 'Traditional']) {
      const response = await client.post('/api/applications', {
        name: 'Web',
        type,
        oidcClientMetadata: { redirectUris: ['io.logto://callback'], postLogoutRedirectUris: [] },
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('guard.invalid_input');
    }
  });

  it('answers 400 for invalid post-logout URIs, CORS origins and refresh-token days', async () => {
    const bodies = [
      { oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: ['not a url'] } },
      { oidcClientMetadata: { redirectUris: ['javascript:alert(1)'], postLogoutRedirectUris: [] } },
      { customClientMetadata: { corsAllowedOrigins: ['https://a.com/path'] } },
      { customClientMetadata: { corsAllowedOrigins: ['https://a.com/'] } },
      { customClientMetadata: { refreshTokenTtlInDays: 0 } },
      { customClientMetadata: { refreshTokenTtlInDays: 91 } },
    ];
    for (const extra of bodies) {
      const response = await client.post('/api/applications', {
        name: 'X',
        type: 'Native',
        ...extra,
      });
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(response.body.code).toBe('guard.invalid_input');
    }
  });

  it('answers 400 guard.invalid_input for a missing name, a long name or an unknown type', async () => {
    for (const body of [
      { type: 'SPA' },
      { name: '', type: 'SPA' },
      { name: 'x'.repeat(257), type: 'SPA' },
      { name: 'X', type: 'Desktop' },
    ]) {
      const response = await client.post('/api/applications', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('guard.invalid_input');
    }
  });

  it('refuses Protected (422 invalid_type) and SAML apps (400 use_saml_app_api), writing nothing', async () => {
    const before = await countRows();
    for (const [type, status, code] of [
      ['Protected', 422, 'application.invalid_type'],
      ['SAML', 400, 'application.saml.use_saml_app_api'],
    ] as const) {
      const response = await client.post('/api/applications', {
        name: 'Unsupported',
        type,
        protectedAppMetadata: { subDomain: 'x', origin: 'https://x.com' },
      });
      expect({ status: response.status, code: response.body.code }).toEqual({ status, code });
    }
    expect(await countRows()).toBe(before);
  });

  it('answers 400 application.invalid_third_party_application_type for a third-party M2M app', async () => {
    const response = await client.post('/api/applications', {
      name: 'X',
      type: 'MachineToMachine',
      isThirdParty: true,
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('application.invalid_third_party_application_type');
  });

  it('answers 422 for the device flow outside native apps and token exchange for third parties', async () => {
    const deviceFlow = await client.post('/api/applications', {
      name: 'X',
      type: 'SPA',
      customClientMetadata: { isDeviceFlow: true },
    });
    expect(deviceFlow.status).toBe(422);
    expect(deviceFlow.body.code).toBe('application.device_flow_native_only');
    const exchange = await client.post('/api/applications', {
      name: 'X',
      type: 'Traditional',
      isThirdParty: true,
      customClientMetadata: { allowTokenExchange: true },
    });
    expect(exchange.status).toBe(422);
    expect(exchange.body.code).toBe(
      'application.third_party_application_cannot_enable_token_exchange',
    );
  });
});

describe('GET /api/applications', () => {
  /** Three apps of the calling test; the suffix in their names and description tells them apart. */
  const createListed = async () => {
    const suffix = uniqueSuffix();
    const ids = {
      third: (
        await create({
          name: `Listing third party ${suffix}`,
          type: 'Traditional',
          isThirdParty: true,
        })
      ).id,
      m2m: (
        await create({
          name: `Listing robot ${suffix}`,
          type: 'MachineToMachine',
          description: `cron ${suffix}`,
        })
      ).id,
      native: (await create({ name: `Listing phone ${suffix}`, type: 'Native' })).id,
    };
    return { suffix, ids };
  };

  it('returns every application without paging headers when no page is asked', async () => {
    const { ids } = await createListed();
    const response = await client.get('/api/applications');
    expect(response.status).toBe(200);
    expect(response.headers.get('total-number')).toBeNull();
    const listed = (response.body as { id: string }[]).map(({ id }) => id);
    expect(listed).toEqual(
      expect.arrayContaining([ids.third, ids.m2m, ids.native, 'bootstrap-m2m']),
    );
  });

  it('pages with Total-Number and Link headers', async () => {
    await createListed();
    const all = (await client.get('/api/applications')).body as unknown[];
    const response = await client.get('/api/applications?page=2&page_size=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('total-number')).toBe(String(all.length));
    expect(response.body).toHaveLength(Math.min(2, all.length - 2));
    const link = response.headers.get('link') ?? '';
    expect(link).toContain('rel="first"');
    expect(link).toContain('rel="prev"');
    expect(link).toContain('/applications?page=1&page_size=2');
  });

  it('answers 400 guard.invalid_pagination for a bad page size', async () => {
    const response = await client.get('/api/applications?page_size=101');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('guard.invalid_pagination');
  });

  it('filters by one type or several types', async () => {
    await createListed();
    const one = (await client.get('/api/applications?types=Native')).body as { type: string }[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every(({ type }) => type === 'Native')).toBe(true);
    const two = (await client.get('/api/applications?types=Native&types=MachineToMachine'))
      .body as {
      type: string;
    }[];
    expect(new Set(two.map(({ type }) => type))).toEqual(new Set(['Native', 'MachineToMachine']));
    const bad = await client.get('/api/applications?types=Desktop');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('guard.invalid_input');
  });

  it('filters by isThirdParty', async () => {
    const { ids } = await createListed();
    const third = (await client.get<Application[]>('/api/applications?isThirdParty=true')).body;
    expect(third.map(({ id }) => id)).toContain(ids.third);
    expect(third.every(({ isThirdParty }) => isThirdParty)).toBe(true);
    const first = (await client.get<Application[]>('/api/applications?isThirdParty=false')).body;
    expect(first.map(({ id }) => id)).toEqual(expect.arrayContaining([ids.m2m, ids.native]));
    expect(first.map(({ id }) => id)).not.toContain(ids.third);
    expect(first.some(({ isThirdParty }) => isThirdParty)).toBe(false);
    expect((await client.get('/api/applications?isThirdParty=yes')).status).toBe(400);
  });

  it('excludes applications holding a role with excludeRoleId', async () => {
    const { ids } = await createListed();
    // The seed gives the bootstrap app the "Logto Management API access" role.
    const { roles, applicationsRoles } = await import('@gatehouse/server/src/db/schema/index.ts');
    const [held] = await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
      tx
        .select({ roleId: applicationsRoles.roleId })
        .from(applicationsRoles)
        .innerJoin(
          roles,
          and(
            eq(roles.tenantId, applicationsRoles.tenantId),
            eq(roles.id, applicationsRoles.roleId),
          ),
        )
        .where(eq(applicationsRoles.applicationId, 'bootstrap-m2m')),
    );
    const listed = (await client.get(`/api/applications?excludeRoleId=${held!.roleId}`)).body as {
      id: string;
    }[];
    expect(listed.map(({ id }) => id)).not.toContain('bootstrap-m2m');
    expect(listed.map(({ id }) => id)).toContain(ids.m2m);
  });

  it('answers 400 when excludeRoleId and excludeOrganizationId come together', async () => {
    const response = await client.get('/api/applications?excludeRoleId=a&excludeOrganizationId=b');
    expect(response.status).toBe(400);
  });

  it('searches name, description and id', async () => {
    const { suffix, ids } = await createListed();
    const byName = (await client.get(`/api/applications?search=%25robot ${suffix}%25`)).body as {
      id: string;
    }[];
    expect(byName.map(({ id }) => id)).toEqual([ids.m2m]);
    const byDescription = (
      await client.get(`/api/applications?search.description=cron ${suffix}&mode.description=exact`)
    ).body as { id: string }[];
    expect(byDescription.map(({ id }) => id)).toEqual([ids.m2m]);
    expect((await client.get('/api/applications?search.secret=x')).status).toBe(400);
  });
});

describe('GET /api/applications/:id', () => {
  it('returns the application with isAdmin', async () => {
    const app = await create({ name: 'Detail', type: 'Traditional' });
    const response = await client.get(`/api/applications/${app.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: app.id,
      name: 'Detail',
      isAdmin: false,
    });
    expect(response.body).not.toHaveProperty('secret');
  });

  it('answers 404 entity.not_exists_with_id for an unknown id, of any length', async () => {
    const missing = await client.get('/api/applications/missing-app');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('entity.not_exists_with_id');
    expect((await client.get(`/api/applications/${'x'.repeat(22)}`)).status).toBe(404);
  });
});

describe('PATCH /api/applications/:id', () => {
  it('updates fields; customData and customClientMetadata sent replace the stored ones', async () => {
    const app = await create({
      name: 'Before',
      type: 'SPA',
      customData: { a: 1 },
      oidcClientMetadata: { redirectUris: ['https://a.com/cb'], postLogoutRedirectUris: [] },
    });
    const response = await client.patch(`/api/applications/${app.id}`, {
      name: 'After',
      description: 'now described',
      customData: { b: 2 },
      oidcClientMetadata: { postLogoutRedirectUris: ['https://a.com'] },
      customClientMetadata: { refreshTokenTtlInDays: 30, corsAllowedOrigins: ['https://a.com'] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'After',
      description: 'now described',
      customData: { b: 2 },
      oidcClientMetadata: {
        redirectUris: ['https://a.com/cb'],
        postLogoutRedirectUris: ['https://a.com'],
      },
    });
    expect(response.body.customClientMetadata).toEqual({
      refreshTokenTtlInDays: 30,
      corsAllowedOrigins: ['https://a.com'],
    });
  });

  it('checks redirect URIs against the stored type', async () => {
    const spa = await create({ name: 'Web', type: 'SPA' });
    const rejected = await client.patch(`/api/applications/${spa.id}`, {
      oidcClientMetadata: { redirectUris: ['com.example:/cb'] },
    });
    expect(rejected.status).toBe(400);
    expect(rejected.body.code).toBe('guard.invalid_input');
    const native = await create({ name: 'Phone', type: 'Native' });
    const accepted = await client.patch(`/api/applications/${native.id}`, {
      oidcClientMetadata: { redirectUris: ['com.example:/cb'] },
    });
    expect(accepted.status).toBe(200);
  });

  it('answers 422 when the device flow switch changes and 400 for protected metadata', async () => {
    const native = await create({ name: 'TV', type: 'Native' });
    const device = await client.patch(`/api/applications/${native.id}`, {
      customClientMetadata: { isDeviceFlow: true },
    });
    expect(device.status).toBe(422);
    expect(device.body.code).toBe('application.device_flow_not_changeable');
    const protectedMeta = await client.patch(`/api/applications/${native.id}`, {
      protectedAppMetadata: { origin: 'https://a.com' },
    });
    expect(protectedMeta.status).toBe(400);
    expect(protectedMeta.body.code).toBe('application.protected_application_only');
  });

  it('grants and takes the internal admin role with isAdmin', async () => {
    const robot = await create({ name: 'Admin robot', type: 'MachineToMachine' });
    expect((await client.patch(`/api/applications/${robot.id}`, { isAdmin: true })).status).toBe(
      200,
    );
    expect((await client.get(`/api/applications/${robot.id}`)).body.isAdmin).toBe(true);
    expect((await client.patch(`/api/applications/${robot.id}`, { isAdmin: false })).status).toBe(
      200,
    );
    expect((await client.get(`/api/applications/${robot.id}`)).body.isAdmin).toBe(false);
  });

  it('leaves the application untouched when part of the change is refused', async () => {
    const robot = await create({ name: 'Atomic', type: 'Native' });
    const response = await client.patch(`/api/applications/${robot.id}`, {
      isAdmin: true,
      customClientMetadata: { isDeviceFlow: true },
    });
    expect(response.status).toBe(422);
    expect((await client.get(`/api/applications/${robot.id}`)).body.isAdmin).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for an invalid body', async () => {
    expect((await client.patch('/api/applications/missing-app', { name: 'x' })).status).toBe(404);
    const app = await create({ name: 'Valid', type: 'SPA' });
    const invalid = await client.patch(`/api/applications/${app.id}`, { name: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('guard.invalid_input');
  });
});

describe('PATCH /api/applications/:applicationId/custom-data', () => {
  it('replaces the custom data and returns it', async () => {
    const app = await create({ name: 'Data', type: 'SPA', customData: { keep: true } });
    const response = await client.patch(`/api/applications/${app.id}/custom-data`, {
      added: [1, 2],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ added: [1, 2] });
  });

  it('answers 404 for an unknown application and 400 for a non-object body', async () => {
    expect((await client.patch('/api/applications/missing-app/custom-data', { a: 1 })).status).toBe(
      404,
    );
    const app = await create({ name: 'Data2', type: 'SPA' });
    expect((await client.patch(`/api/applications/${app.id}/custom-data`, [1, 2])).status).toBe(
      400,
    );
  });
});

describe('DELETE /api/applications/:id', () => {
  it('deletes the application, then answers 404', async () => {
    const app = await create({ name: 'Doomed', type: 'Traditional' });
    expect((await client.delete(`/api/applications/${app.id}`)).status).toBe(204);
    expect((await client.get(`/api/applications/${app.id}`)).status).toBe(404);
    expect((await client.get(`/api/applications/${app.id}/secrets`)).status).toBe(404);
    const again = await client.delete(`/api/applications/${app.id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('entity.not_exists_with_id');
  });
});

import { applications, applicationsRoles, roles } from '@gatehouse/server/src/db/schema/index.ts';
import { managementApiAccessRoleName } from '@gatehouse/server/src/db/seed-data.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';
import { clientCredentialsToken } from './helpers/tokens.ts';

const managementApi = 'https://default.logto.app/api';

let server: RunningServer;
let client: ApiClient;

const create = async (body: Record<string, unknown>) => {
  const response = await client.post('/api/applications', body);
  expect(response.status).toBe(200);
  return response.body as { id: string; secret?: string };
};

/**
 * Gives an app a legacy secret, as apps made before named secrets have: apps created through the
 * API get an internal one only (Logto too), so the legacy paths need a row written directly.
 */
const giveLegacySecret = async (id: string) => {
  const legacy = `legacy${crypto.randomUUID().replaceAll('-', '')}`.slice(0, 32);
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx
      .update(applications)
      .set({ secret: legacy })
      .where(and(eq(applications.tenantId, 'default'), eq(applications.id, id))),
  );
  return legacy;
};

type Secret = { name: string; value: string; createdAt: number; expiresAt: number | null };
const secretsOf = async (id: string) =>
  (await client.get(`/api/applications/${id}/secrets`)).body as Secret[];

/** Raw token request, to see the status of a refused client. */
const tokenRequest = (clientId: string, clientSecret: string) =>
  fetch(`${server.mainUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource: managementApi }),
  });

beforeAll(async () => {
  ({ server, client } = await startManagementServer());
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/applications/:id/secrets', () => {
  it('lists the default secret of a new M2M or Traditional app, none for a SPA', async () => {
    for (const type of ['MachineToMachine', 'Traditional']) {
      const app = await create({ name: `${type} app`, type });
      const secrets = await secretsOf(app.id);
      expect(secrets).toEqual([
        {
          tenantId: 'default',
          applicationId: app.id,
          name: 'Default secret',
          value: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
          createdAt: expect.any(Number),
          expiresAt: null,
        },
      ]);
    }
    const spa = await create({ name: 'Spa', type: 'SPA' });
    expect(await secretsOf(spa.id)).toEqual([]);
  });

  it('answers 404 for an unknown application', async () => {
    const response = await client.get('/api/applications/missing-app/secrets');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('entity.not_exists_with_id');
  });
});

describe('POST /api/applications/:id/secrets', () => {
  it('adds named secrets with and without expiry', async () => {
    const app = await create({ name: 'Rotating', type: 'MachineToMachine' });
    const expiresAt = Date.now() + 86_400_000;
    const response = await client.post(`/api/applications/${app.id}/secrets`, {
      name: 'ci',
      expiresAt,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ applicationId: app.id, name: 'ci', expiresAt });
    expect(response.body.value).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(
      (await client.post(`/api/applications/${app.id}/secrets`, { name: 'forever' })).status,
    ).toBe(201);
    expect((await secretsOf(app.id)).map(({ name }) => name).sort()).toEqual([
      'Default secret',
      'ci',
      'forever',
    ]);
  });

  it('answers 422 application.secret_name_exists for a taken name', async () => {
    const app = await create({ name: 'Dup', type: 'Traditional' });
    const response = await client.post(`/api/applications/${app.id}/secrets`, {
      name: 'Default secret',
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('application.secret_name_exists');
  });

  it('stores an expiry in the past (the token endpoint refuses it) and answers 400 for an invalid name', async () => {
    const app = await create({ name: 'Past', type: 'MachineToMachine' });
    const past = await client.post(`/api/applications/${app.id}/secrets`, {
      name: 'old',
      expiresAt: Date.now() - 1000,
    });
    expect(past.status).toBe(201);
    const empty = await client.post(`/api/applications/${app.id}/secrets`, { name: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('guard.invalid_input');
  });

  it('answers 422 application.invalid_type for an app type without secrets, 404 for none', async () => {
    const spa = await create({ name: 'NoSecrets', type: 'SPA' });
    const response = await client.post(`/api/applications/${spa.id}/secrets`, { name: 'x' });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('application.invalid_type');
    expect((await client.post('/api/applications/missing-app/secrets', { name: 'x' })).status).toBe(
      404,
    );
  });
});

describe('PATCH /api/applications/:id/secrets/:name', () => {
  it('renames a secret and keeps its value', async () => {
    const app = await create({ name: 'Rename', type: 'MachineToMachine' });
    const [before] = await secretsOf(app.id);
    const response = await client.patch(`/api/applications/${app.id}/secrets/Default%20secret`, {
      name: 'production',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'production', value: before!.value });
  });

  it('answers 404 for an unknown secret and 422 when the new name is taken', async () => {
    const app = await create({ name: 'Rename2', type: 'MachineToMachine' });
    const missing = await client.patch(`/api/applications/${app.id}/secrets/nope`, { name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('entity.not_exists_with_id');
    await client.post(`/api/applications/${app.id}/secrets`, { name: 'second' });
    const taken = await client.patch(`/api/applications/${app.id}/secrets/second`, {
      name: 'Default secret',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('application.secret_name_exists');
  });
});

describe('DELETE /api/applications/:id/secrets/:name', () => {
  it('deletes a secret, then answers 404', async () => {
    const app = await create({ name: 'Del', type: 'MachineToMachine' });
    expect(
      (await client.delete(`/api/applications/${app.id}/secrets/Default%20secret`)).status,
    ).toBe(204);
    expect(await secretsOf(app.id)).toEqual([]);
    expect(
      (await client.delete(`/api/applications/${app.id}/secrets/Default%20secret`)).status,
    ).toBe(404);
  });
});

describe('DELETE /api/applications/:id/legacy-secret', () => {
  it('hides the legacy secret afterwards, then answers 400 no_legacy_secret_found', async () => {
    const app = await create({ name: 'Legacy', type: 'Traditional' });
    expect(app.secret).toBeUndefined();
    expect((await client.get(`/api/applications/${app.id}`)).body.secret).toBeUndefined();
    await giveLegacySecret(app.id);
    expect((await client.get(`/api/applications/${app.id}`)).body.secret).toBeDefined();
    const response = await client.delete(`/api/applications/${app.id}/legacy-secret`);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(app.id);
    expect(response.body.secret).toBeUndefined();
    expect((await client.get(`/api/applications/${app.id}`)).body.secret).toBeUndefined();
    const again = await client.delete(`/api/applications/${app.id}/legacy-secret`);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('application.no_legacy_secret_found');
    expect((await client.delete('/api/applications/missing-app/legacy-secret')).status).toBe(404);
  });
});

describe('secrets at /oidc/token', () => {
  it('lets an app created through the API run client credentials with its secrets', async () => {
    const app = await create({ name: 'Robot', type: 'MachineToMachine' });
    // Roles of apps belong to the roles area; give it the management API role directly.
    await withTenant(server.gatehouse.context.database.db, 'default', async (tx) => {
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, 'default'), eq(roles.name, managementApiAccessRoleName)));
      await tx
        .insert(applicationsRoles)
        .values({ tenantId: 'default', applicationId: app.id, roleId: role!.id });
    });
    const legacy = await giveLegacySecret(app.id);
    const [named] = await secretsOf(app.id);
    const viaNamed = await clientCredentialsToken(
      server.mainUrl,
      { clientId: app.id, clientSecret: named!.value },
      managementApi,
    );
    expect(decodeJwt(viaNamed)).toMatchObject({ client_id: app.id, scope: 'all' });
    const viaLegacy = await clientCredentialsToken(
      server.mainUrl,
      { clientId: app.id, clientSecret: legacy },
      managementApi,
    );
    // The token really opens the management API.
    const listed = await fetch(`${server.mainUrl}/api/applications/${app.id}`, {
      headers: { authorization: `Bearer ${viaLegacy}` },
    });
    expect(listed.status).toBe(200);
  });

  it('refuses a secret deleted through the API on the very next token request', async () => {
    const app = await create({ name: 'Revoked', type: 'MachineToMachine' });
    await client.delete(`/api/applications/${app.id}/legacy-secret`);
    const created = await client.post(`/api/applications/${app.id}/secrets`, { name: 'temp' });
    const value = created.body.value as string;
    expect((await tokenRequest(app.id, value)).status).toBe(200);
    expect((await client.delete(`/api/applications/${app.id}/secrets/temp`)).status).toBe(204);
    const refused = await tokenRequest(app.id, value);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error?: string }).error).toBe('invalid_client');
  });

  it('refuses the legacy secret once it is retired, and a deleted application', async () => {
    const app = await create({ name: 'Retired', type: 'MachineToMachine' });
    const legacy = await giveLegacySecret(app.id);
    expect((await tokenRequest(app.id, legacy)).status).toBe(200);
    await client.delete(`/api/applications/${app.id}/legacy-secret`);
    expect((await tokenRequest(app.id, legacy)).status).toBe(401);
    const [named] = await secretsOf(app.id);
    expect((await tokenRequest(app.id, named!.value)).status).toBe(200);
    await client.delete(`/api/applications/${app.id}`);
    expect((await tokenRequest(app.id, named!.value)).status).toBe(401);
  });
});

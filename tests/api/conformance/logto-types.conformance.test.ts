import { createManagementApi } from '@logto/api/management';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { bootstrap, startWorld, type World } from './conformance-setup.ts';
import type { LogtoResponse } from './logto-api-types.ts';
import * as fixtures from './logto-typed-fixtures.ts';

// The typed fixtures compile against `@logto/api`'s response types (tsc for tests/api); this
// file proves they still are what the server answers: same keys, at every level the fixture has.

const keyTree = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, inner]) => [key, keyTree(inner)]),
      )
    : typeof value;

let world: World;
let api: ReturnType<typeof createManagementApi>['apiClient'];
beforeAll(async () => {
  world = await startWorld();
  api = createManagementApi('default', {
    ...bootstrap,
    baseUrl: world.server.mainUrl,
    apiIndicator: 'https://default.logto.app/api',
  }).apiClient;
});
afterAll(async () => {
  await world?.server.stop();
});

describe("live answers have the shape of @logto/api's typed fixtures", () => {
  it('applications, secrets and the application sign-in experience', async () => {
    const { client, thirdParty } = world;
    const created = await client.post('/api/applications', { name: 'R', type: 'MachineToMachine' });
    expect(keyTree(created.body)).toEqual(keyTree(fixtures.createdApplication));
    const secrets = await client.get(`/api/applications/${created.body.id}/secrets`);
    expect(keyTree(secrets.body[0])).toEqual(keyTree(fixtures.applicationSecret));
    const branding = await client.put(`/api/applications/${thirdParty.id}/sign-in-experience`, {
      termsOfUseUrl: null,
      privacyPolicyUrl: null,
    });
    expect(keyTree(branding.body)).toEqual(keyTree(fixtures.applicationSignInExperience));
  });

  it('resources, scopes, roles and users', async () => {
    const { client } = world;
    const resource = await client.post('/api/resources', {
      name: 'Orders',
      indicator: `https://${crypto.randomUUID()}.example.com`,
    });
    expect(keyTree(resource.body)).toEqual(keyTree(fixtures.createdResource));
    const scope = await client.post(`/api/resources/${resource.body.id}/scopes`, { name: 'r' });
    expect(keyTree(scope.body)).toEqual(keyTree(fixtures.createdScope));
    const role = await client.post('/api/roles', { name: crypto.randomUUID(), description: 'd' });
    expect(keyTree(role.body)).toEqual(keyTree(fixtures.createdRole));
    const user = await client.post('/api/users', {
      username: `u${crypto.randomUUID().slice(0, 8)}`,
      primaryEmail: `${crypto.randomUUID().slice(0, 8)}@example.com`,
    });
    expect(keyTree(user.body)).toEqual(keyTree(fixtures.createdUser));
  });

  it('the password policy of /api/.well-known/experience', async () => {
    const response = await fetch(`${world.server.mainUrl}/api/.well-known/experience`);
    const body = (await response.json()) as { passwordPolicy: unknown };
    expect(keyTree(body.passwordPolicy)).toEqual(keyTree(fixtures.experiencePasswordPolicy));
  });

  it("@logto/api's own client reads them with its types", async () => {
    const user = await api.POST('/api/users', { body: { username: 'typed_conformance' } });
    expect(user.response.status).toBe(200);
    expectTypeOf(user.data!).toEqualTypeOf<LogtoResponse<'/api/users', 'post'>>();
    expect(keyTree(user.data)).toEqual(keyTree({ ...fixtures.createdUser, primaryEmail: null }));
  });
});

import { providerBuildCount } from '@gatehouse/server/src/oidc/provider-cache.ts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import {
  createMachineToMachineApp,
  createResource,
  createRole,
  createUser,
} from './helpers/management-fixtures.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';
import { requestClientCredentials } from './helpers/tokens.ts';

// Management writes drop only the cached entries they concern (docs/decisions/003): the next token
// sees the change, and only a change of keys or tenant settings costs a new OIDC provider.

let server: RunningServer;
let client: ApiClient;

type Robot = { clientId: string; clientSecret: string };

const robotToken = async (robot: Robot, indicator: string) => {
  const { status, body } = await requestClientCredentials(
    server.mainUrl,
    robot,
    indicator,
    'read write',
  );
  const scope = body.access_token ? (decodeJwt(body.access_token).scope as string) : undefined;
  return { status, error: body.error, expiresIn: body.expires_in, scope };
};

/** A robot holding a machine-to-machine role with the `read` scope of a fresh resource. */
const createRobot = async () => {
  const resource = await createResource(client, { scopeNames: ['read', 'write'] });
  const [read, write] = resource.scopes.map(({ id }) => id) as [string, string];
  const role = await createRole(client, 'robots', { type: 'MachineToMachine', scopeIds: [read] });
  const robot = await createMachineToMachineApp(client);
  expect(
    (await client.post(`/api/applications/${robot.clientId}/roles`, { roleIds: [role.id] })).status,
  ).toBe(201);
  return {
    resource,
    write,
    role,
    robot,
    token: () => robotToken(robot, resource.indicator),
  };
};

/** Runs `work` and answers how many OIDC providers the server built meanwhile. */
const buildsDuring = async (work: () => Promise<unknown>) => {
  const before = providerBuildCount();
  await work();
  return providerBuildCount() - before;
};

beforeAll(async () => {
  ({ server, client } = await startManagementServer());
});
afterAll(async () => {
  await server?.stop();
});

describe('management writes and the OIDC provider', () => {
  it('shows user, role, resource and application writes in the next token without a provider rebuild', async () => {
    const robots = await createRobot();
    const user = await createUser(client);
    const other = await createMachineToMachineApp(client, 'Other robot');
    expect((await robots.token()).scope).toBe('read');

    const builds = await buildsDuring(async () => {
      expect((await client.patch(`/api/users/${user.id}`, { name: 'Renamed' })).status).toBe(200);
      expect(
        (await client.patch(`/api/users/${user.id}/is-suspended`, { isSuspended: true })).status,
      ).toBe(200);
      expect((await robots.token()).scope).toBe('read');

      expect(
        (await client.patch(`/api/roles/${robots.role.id}`, { description: 'changed' })).status,
      ).toBe(200);
      expect(
        (await client.post(`/api/roles/${robots.role.id}/scopes`, { scopeIds: [robots.write] }))
          .status,
      ).toBe(201);
      expect((await robots.token()).scope).toBe('read write');

      expect(
        (await client.patch(`/api/resources/${robots.resource.id}`, { accessTokenTtl: 1234 }))
          .status,
      ).toBe(200);
      expect((await robots.token()).expiresIn).toBe(1234);

      expect(
        (await client.patch(`/api/applications/${other.clientId}`, { description: 'x' })).status,
      ).toBe(200);
      expect((await robots.token()).status).toBe(200);
    });
    expect(builds).toBe(0);
  });

  it('refuses a deleted application on the very next token request, without a rebuild', async () => {
    const robots = await createRobot();
    expect((await robots.token()).status).toBe(200);
    const builds = await buildsDuring(async () => {
      expect((await client.delete(`/api/applications/${robots.robot.clientId}`)).status).toBe(204);
      const refused = await robots.token();
      expect(refused.status).toBe(401);
      expect(refused.error).toBe('invalid_client');
    });
    expect(builds).toBe(0);
  });

  it('refuses a deleted resource at once', async () => {
    const robots = await createRobot();
    expect((await robots.token()).status).toBe(200);
    expect((await client.delete(`/api/resources/${robots.resource.id}`)).status).toBe(204);
    const refused = await robots.token();
    expect(refused.status).toBe(400);
    expect(refused.error).toBe('invalid_target');
  });
});

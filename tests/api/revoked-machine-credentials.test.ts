import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './helpers/api-client.ts';
import { createMachineToMachineApp } from './helpers/management-fixtures.ts';
import { bootstrap, startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';
import { clientCredentialsToken } from './helpers/tokens.ts';

// A machine-to-machine token outlives its application and its roles (it is a JWT, valid for an
// hour); the management API must not: the application is checked again on every request.

const defaultApi = 'https://default.logto.app/api';

let server: RunningServer;
let client: ApiClient;
let managementRoleId: string;

beforeAll(async () => {
  ({ server, client } = await startManagementServer());
  const held = await client.get<{ id: string }[]>(
    `/api/applications/${bootstrap.clientId}/roles?page=1&page_size=20`,
  );
  expect(held.status).toBe(200);
  managementRoleId = held.body[0]!.id;
});
afterAll(async () => {
  await server?.stop();
});

/** A new application holding the management role, and a management client with its token. */
const createManagingRobot = async () => {
  const robot = await createMachineToMachineApp(client, 'Managing robot');
  const assigned = await client.post(`/api/applications/${robot.clientId}/roles`, {
    roleIds: [managementRoleId],
  });
  expect(assigned.status).toBe(201);
  const token = await clientCredentialsToken(server.mainUrl, robot, defaultApi);
  return { robot, api: createApiClient({ origin: server.mainUrl, token }) };
};

describe('machine-to-machine tokens on the management API', () => {
  it('are refused (403) once the application no longer holds the management role, and accepted again when it does', async () => {
    const { robot, api } = await createManagingRobot();
    expect((await api.get(`/api/applications/${robot.clientId}`)).status).toBe(200);
    expect((await api.get(`/api/applications/${robot.clientId}`)).status).toBe(200);

    const removed = await client.delete(
      `/api/applications/${robot.clientId}/roles/${managementRoleId}`,
    );
    expect(removed.status).toBe(204);
    const refused = await api.get(`/api/applications/${robot.clientId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('auth.forbidden');

    const restored = await client.post(`/api/applications/${robot.clientId}/roles`, {
      roleIds: [managementRoleId],
    });
    expect(restored.status).toBe(201);
    expect((await api.get(`/api/applications/${robot.clientId}`)).status).toBe(200);
  });

  it('are refused (403) once the role no longer grants the scope', async () => {
    const role = await client.post<{ id: string }>('/api/roles', {
      name: `narrow managers ${crypto.randomUUID().slice(0, 8)}`,
      description: 'managers',
      type: 'MachineToMachine',
      scopeIds: ['management-api-all'],
    });
    expect(role.status).toBe(200);
    const robot = await createMachineToMachineApp(client, 'Narrow robot');
    expect(
      (await client.post(`/api/applications/${robot.clientId}/roles`, { roleIds: [role.body.id] }))
        .status,
    ).toBe(201);
    const api = createApiClient({
      origin: server.mainUrl,
      token: await clientCredentialsToken(server.mainUrl, robot, defaultApi),
    });
    expect((await api.get('/api/roles?page=1&page_size=1')).status).toBe(200);

    expect(
      (await client.delete(`/api/roles/${role.body.id}/scopes/management-api-all`)).status,
    ).toBe(204);
    expect((await api.get('/api/roles?page=1&page_size=1')).status).toBe(403);
  });

  it('are refused (401) from the next request after the application is deleted', async () => {
    const { robot, api } = await createManagingRobot();
    expect((await api.get('/api/applications?page=1&page_size=1')).status).toBe(200);
    expect((await client.delete(`/api/applications/${robot.clientId}`)).status).toBe(204);
    const refused = await api.get('/api/applications?page=1&page_size=1');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('auth.unauthorized');
  });

  it('keep working for an application that still holds the role', async () => {
    const { api } = await createManagingRobot();
    const other = await createManagingRobot();
    expect((await client.delete(`/api/applications/${other.robot.clientId}`)).status).toBe(204);
    expect((await api.get('/api/applications?page=1&page_size=1')).status).toBe(200);
  });
});

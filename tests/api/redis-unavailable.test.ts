import { freePort } from '@gatehouse/server/src/test-utils/redis-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { createMachineToMachineApp } from './helpers/management-fixtures.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

// Redis only tells other nodes what changed; it is not where anything is stored. With it
// unreachable (a closed port: nobody listens), the server starts and every write answers its
// real result.

let server: RunningServer;
let client: ApiClient;

beforeAll(async () => {
  ({ server, client } = await startManagementServer({
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
  }));
});
afterAll(async () => {
  await server?.stop();
});

describe('with Redis unreachable', () => {
  it('answers a committed delete with 204, and the application is gone', async () => {
    const robot = await createMachineToMachineApp(client);
    expect((await client.get(`/api/applications/${robot.clientId}`)).status).toBe(200);
    expect((await client.delete(`/api/applications/${robot.clientId}`)).status).toBe(204);
    expect((await client.get(`/api/applications/${robot.clientId}`)).status).toBe(404);
  });

  it('answers creations and updates with their real status', async () => {
    const robot = await createMachineToMachineApp(client);
    const renamed = await client.patch(`/api/applications/${robot.clientId}`, { name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect((await client.get(`/api/applications/${robot.clientId}`)).body.name).toBe('Renamed');
  });
});

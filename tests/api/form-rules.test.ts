import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

/** Shared form rules the console applies are the server's too (issue 9 items 4 and 7). */
const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };
let server: RunningServer;
let client: ApiClient;

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
});
afterAll(async () => {
  await server?.stop();
});

describe('application names', () => {
  it('refuses a name of only spaces on create and on update, and stores names trimmed', async () => {
    const blank = await client.post('/api/applications', { name: '   ', type: 'SPA' });
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('guard.invalid_input');

    const created = await client.post('/api/applications', { name: '  Shop  ', type: 'SPA' });
    expect(created.status).toBe(200);
    expect(created.body.name).toBe('Shop');

    const renamed = await client.patch(`/api/applications/${created.body.id}`, { name: '   ' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.code).toBe('guard.invalid_input');
  });
});

describe('user profile rules (spec §5)', () => {
  it('refuses an unknown locale and an impossible birthdate, accepts valid ones', async () => {
    const created = await client.post('/api/users', { username: 'profile_rules' });
    expect(created.status).toBe(200);
    const id = created.body.id as string;

    for (const profile of [
      { locale: 'xx-INVALID-zz' },
      { birthdate: '31/31/2020' },
      { birthdate: '2020-02-30' },
    ]) {
      const patch = await client.patch(`/api/users/${id}`, { profile });
      expect(patch.status, JSON.stringify(profile)).toBe(400);
      expect(patch.body.code).toBe('guard.invalid_input');
      const put = await client.patch(`/api/users/${id}/profile`, { profile });
      expect(put.status, JSON.stringify(profile)).toBe(400);
    }
    const refusedCreate = await client.post('/api/users', {
      username: 'profile_rules_2',
      profile: { locale: 'xx-INVALID-zz' },
    });
    expect(refusedCreate.status).toBe(400);

    const valid = await client.patch(`/api/users/${id}`, {
      profile: { locale: 'en-US', birthdate: '2000-02-29' },
    });
    expect(valid.status).toBe(200);
    expect(valid.body.profile).toMatchObject({ locale: 'en-US', birthdate: '2000-02-29' });
  });
});

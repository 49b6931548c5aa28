import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/management-fixtures.ts';
import { createApplication, startWorld, type World } from './conformance-setup.ts';

// Edges a script written for Logto depends on: replace vs merge of nested JSON, null vs "",
// response shapes `@logto/api` types accept, and the error codes of search misuse.

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.server.stop();
});

describe('PATCH replaces nested JSON (no key-by-key merge)', () => {
  it('replaces customClientMetadata: an omitted key is gone, nothing unsent appears', async () => {
    const { client } = world;
    const app = await createApplication(client, { type: 'MachineToMachine' });
    await client.patch(`/api/applications/${app.id}`, {
      customClientMetadata: { maxAllowedGrants: 3, corsAllowedOrigins: ['https://a.example.com'] },
    });
    const patched = await client.patch(`/api/applications/${app.id}`, {
      customClientMetadata: { idTokenTtl: 600 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.customClientMetadata).toEqual({ idTokenTtl: 600 });
  });

  it('keeps the device-flow switch fixed: omitting it on a device-flow app is a change', async () => {
    const { client } = world;
    const tv = await createApplication(client, {
      type: 'Native',
      customClientMetadata: { isDeviceFlow: true },
    });
    const dropped = await client.patch(`/api/applications/${tv.id}`, {
      customClientMetadata: { idTokenTtl: 600 },
    });
    expect(dropped.status).toBe(422);
    expect(dropped.body.code).toBe('application.device_flow_not_changeable');
    const kept = await client.patch(`/api/applications/${tv.id}`, {
      customClientMetadata: { isDeviceFlow: true, idTokenTtl: 600 },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.customClientMetadata).toEqual({ isDeviceFlow: true, idTokenTtl: 600 });
  });

  it('replaces customData through PATCH /api/applications/{id} and its custom-data route', async () => {
    const { client } = world;
    const app = await createApplication(client, { type: 'SPA', customData: { a: 1, b: 2 } });
    const patched = await client.patch(`/api/applications/${app.id}`, { customData: { c: 3 } });
    expect(patched.body.customData).toEqual({ c: 3 });
    const route = await client.patch(`/api/applications/${app.id}/custom-data`, { d: 4 });
    expect(route.status).toBe(200);
    expect(route.body).toEqual({ d: 4 });
  });

  it('replaces a user custom data through PATCH /api/users/{id}/custom-data', async () => {
    const { client } = world;
    const user = await createUser(client);
    await client.patch(`/api/users/${user.id}/custom-data`, { customData: { a: 1, b: 2 } });
    const replaced = await client.patch(`/api/users/${user.id}/custom-data`, {
      customData: { c: 3 },
    });
    expect(replaced.body).toEqual({ c: 3 });
    expect((await client.get(`/api/users/${user.id}/custom-data`)).body).toEqual({ c: 3 });
  });
});

describe('response shapes', () => {
  it('answers no secret from POST /api/applications; the first secret is under /secrets', async () => {
    const { client } = world;
    const created = await client.post('/api/applications', {
      name: 'Robot',
      type: 'MachineToMachine',
    });
    expect(created.body).not.toHaveProperty('secret');
    const secrets = await client.get(`/api/applications/${created.body.id}/secrets`);
    expect(secrets.body).toMatchObject([{ name: 'Default secret', expiresAt: null }]);
  });

  it('stores null, not "", for cleared sign-in-experience links', async () => {
    const { client, thirdParty } = world;
    const put = await client.put(`/api/applications/${thirdParty.id}/sign-in-experience`, {
      termsOfUseUrl: '',
      privacyPolicyUrl: '',
      displayName: null,
      customCss: null,
    });
    expect([200, 201]).toContain(put.status);
    const read = await client.get(`/api/applications/${thirdParty.id}/sign-in-experience`);
    expect(read.body).toMatchObject({
      termsOfUseUrl: null,
      privacyPolicyUrl: null,
      displayName: null,
      customCss: null,
    });
  });

  it('answers users without cimdClientId', async () => {
    const { client } = world;
    const user = await createUser(client);
    expect(user).not.toHaveProperty('cimdClientId');
    expect((await client.get(`/api/users/${user.id}`)).body).not.toHaveProperty('cimdClientId');
  });

  it('answers the full password policy at /api/.well-known/experience, never {}', async () => {
    const response = await fetch(`${world.server.mainUrl}/api/.well-known/experience`);
    const body = (await response.json()) as { passwordPolicy: unknown };
    expect(body.passwordPolicy).toEqual({
      length: { min: 8, max: 256 },
      characterTypes: { min: 1 },
      rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: [] },
    });
  });
});

describe('search parameter misuse is 400 request.invalid_input', () => {
  it.each([
    ['several values outside the exact mode', '/api/users?search.username=a&search.username=b'],
    ['an empty value', '/api/users?search.username='],
    ['a case-insensitive similar_to', '/api/users?search.username=a%25&mode.username=similar_to'],
    ['an unknown field', '/api/users?search.passwordEncrypted=x'],
    ['an unknown mode', '/api/roles?search=a&mode=regex'],
  ])('%s', async (_label, path) => {
    const response = await world.client.get(path);
    expect({ status: response.status, code: response.body.code }).toEqual({
      status: 400,
      code: 'request.invalid_input',
    });
  });

  it('accepts several values in the exact mode and a case-sensitive similar_to', async () => {
    const { client } = world;
    const exact = await client.get(
      '/api/users?search.username=a&search.username=b&mode.username=exact',
    );
    expect(exact.status).toBe(200);
    const similar = await client.get(
      '/api/users?search.username=a%25&mode.username=similar_to&isCaseSensitive=true',
    );
    expect(similar.status).toBe(200);
  });
});

describe('phone numbers are stored normalised (one parser: normalizePhoneNumber)', () => {
  it('drops the national leading zero on create and on PATCH', async () => {
    const { client } = world;
    const created = await client.post('/api/users', { primaryPhone: '86013912345678' });
    expect(created.status).toBe(200);
    expect(created.body.primaryPhone).toBe('8613912345678');
    const patched = await client.patch(`/api/users/${created.body.id}`, {
      primaryPhone: '49015112345678',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.primaryPhone).toBe('4915112345678');
    const read = await client.get(`/api/users/${created.body.id}`);
    expect(read.body.primaryPhone).toBe('4915112345678');
  });

  it('sees the same number written two ways as one: 422 user.phone_already_in_use', async () => {
    const { client } = world;
    expect((await client.post('/api/users', { primaryPhone: '4401234567890' })).status).toBe(200);
    const again = await client.post('/api/users', { primaryPhone: '441234567890' });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('user.phone_already_in_use');
  });

  it('refuses a number no numbering plan allows with 422 user.invalid_phone', async () => {
    const { client } = world;
    const created = await client.post('/api/users', { primaryPhone: '15550001' });
    expect(created.status).toBe(422);
    expect(created.body.code).toBe('user.invalid_phone');
    const user = await createUser(client);
    const patched = await client.patch(`/api/users/${user.id}`, { primaryPhone: '999123456' });
    expect(patched.status).toBe(422);
    expect(patched.body.code).toBe('user.invalid_phone');
    // Clearing stays possible.
    expect((await client.patch(`/api/users/${user.id}`, { primaryPhone: '' })).status).toBe(200);
  });
});

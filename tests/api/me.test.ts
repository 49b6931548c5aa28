import { users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, useServer } from './helpers/server.ts';
import { forgeToken } from './helpers/tokens.ts';

let server: RunningServer;
let authorization: string;
const userId = 'consoleuser1';

beforeAll(async () => {
  server = await useServer();
  await withTenant(server.gatehouse.context.database.db, 'admin', (tx) =>
    tx.insert(users).values({ tenantId: 'admin', id: userId, username: 'admin_one', name: 'Ada' }),
  );
  await withTenant(server.gatehouse.context.database.db, 'admin', (tx) =>
    tx.insert(users).values({ tenantId: 'admin', id: 'otheruser001', username: 'taken_name' }),
  );
  authorization = `Bearer ${await forgeToken(server, 'admin', { sub: userId, aud: 'https://admin.logto.app/me', scope: 'all' })}`;
});
afterAll(async () => {
  await server?.stop();
});

const me = (path: string, init: RequestInit = {}) =>
  fetch(`${server.adminUrl}/me${path}`, {
    ...init,
    headers: { authorization, 'content-type': 'application/json', ...init.headers },
  });

describe('GET /me', () => {
  it('answers the signed-in user', async () => {
    // Other tests rename this user: put the seeded names back first.
    await withTenant(server.gatehouse.context.database.db, 'admin', (tx) =>
      tx.update(users).set({ username: 'admin_one', name: 'Ada' }).where(eq(users.id, userId)),
    );
    const response = await me('');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: userId,
      username: 'admin_one',
      name: 'Ada',
      hasPassword: false,
    });
  });
});

describe('PATCH /me', () => {
  it('updates name and username', async () => {
    const response = await me('', {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Ada L.', username: 'ada_l' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Ada L.', username: 'ada_l' });
  });

  it('answers 422 user.username_already_in_use for a taken username and keeps the old one', async () => {
    const own = await me('', { method: 'PATCH', body: JSON.stringify({ username: 'mine_now' }) });
    expect(own.status).toBe(200);
    const response = await me('', {
      method: 'PATCH',
      body: JSON.stringify({ username: 'taken_name' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'user.username_already_in_use' });
    expect(await (await me('')).json()).toMatchObject({ username: 'mine_now' });
  });

  it('answers 400 guard.invalid_input for a username that breaks the pattern', async () => {
    const response = await me('', { method: 'PATCH', body: JSON.stringify({ username: '1abc' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'guard.invalid_input' });
  });
});

describe('PATCH /me/custom-data', () => {
  it('merges keys and validates admin preferences', async () => {
    await me('/custom-data', {
      method: 'PATCH',
      body: JSON.stringify({ defaultTenantId: 'default' }),
    });
    const response = await me('/custom-data', {
      method: 'PATCH',
      body: JSON.stringify({ adminConsolePreferences: { language: 'ar', appearanceMode: 'dark' } }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      defaultTenantId: 'default',
      adminConsolePreferences: { language: 'ar', appearanceMode: 'dark' },
    });
  });

  it('refuses invalid preferences without touching stored data', async () => {
    const stored = await me('/custom-data', {
      method: 'PATCH',
      body: JSON.stringify({ adminConsolePreferences: { appearanceMode: 'dark' } }),
    });
    expect(stored.status).toBe(200);
    const response = await me('/custom-data', {
      method: 'PATCH',
      body: JSON.stringify({ adminConsolePreferences: { appearanceMode: 'purple' } }),
    });
    expect(response.status).toBe(400);
    expect(await (await me('/custom-data')).json()).toMatchObject({
      adminConsolePreferences: { appearanceMode: 'dark' },
    });
  });
});

describe('user assets', () => {
  it('reports the service ready and stores an uploaded avatar that is served back', async () => {
    expect(await (await me('/user-assets/service-status')).json()).toMatchObject({
      status: 'ready',
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'avatar.png');
    const upload = await fetch(`${server.adminUrl}/me/user-assets`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('refuses a file type outside the allow-list', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<script>'], { type: 'text/html' }), 'x.html');
    const upload = await fetch(`${server.adminUrl}/me/user-assets`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    expect(upload.status).toBe(400);
    expect(await upload.json()).toMatchObject({ code: 'guard.mime_type_not_allowed' });
  });
});

import type { Resource } from '@gatehouse/schemas/entities/resource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { createResource } from './helpers/management-fixtures.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

let server: RunningServer;
let client: ApiClient;

beforeAll(async () => {
  ({ server, client } = await startManagementServer());
});
afterAll(async () => {
  await server?.stop();
});

describe('POST /api/resources', () => {
  it('creates a resource with no scopes and the default token lifetime', async () => {
    const created = await client.post('/api/resources', {
      name: 'Billing',
      indicator: 'https://billing.example.com',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      tenantId: 'default',
      id: expect.stringMatching(/^[\da-z]{21}$/),
      name: 'Billing',
      indicator: 'https://billing.example.com',
      isDefault: false,
      accessTokenTtl: 3600,
      scopes: [],
    });
  });

  it('answers 422 resource.resource_identifier_in_use when the indicator is taken', async () => {
    const { indicator } = await createResource(client, { name: 'Billing' });
    const taken = await client.post('/api/resources', { name: 'Billing again', indicator });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('resource.resource_identifier_in_use');
  });

  it('answers 400 guard.invalid_input for an indicator that is not an absolute URI', async () => {
    for (const indicator of ['billing', '', '/api', 'https://x.example.com/#frag']) {
      const bad = await client.post('/api/resources', { name: 'Bad', indicator });
      expect(bad.status, indicator).toBe(400);
      expect(bad.body.code).toBe('guard.invalid_input');
    }
  });

  it('answers 400 for a bad token lifetime or a missing name', async () => {
    expect(
      (await client.post('/api/resources', { name: 'X', indicator: 'urn:x', accessTokenTtl: -1 }))
        .status,
    ).toBe(400);
    expect((await client.post('/api/resources', { indicator: 'urn:y' })).status).toBe(400);
  });
});

describe('GET /api/resources', () => {
  it('returns every resource without paging, including the management API', async () => {
    const list = await client.get('/api/resources');
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBeNull();
    expect(list.body.map((r: { indicator: string }) => r.indicator)).toContain(
      'https://default.logto.app/api',
    );
    expect(list.body[0].scopes).toBeUndefined();
  });

  it('pages with Total-Number and Link headers when asked', async () => {
    // The management API and these two make at least three, so page 2 of size 1 has both neighbours.
    await createResource(client, { name: 'Zeta' });
    await createResource(client, { name: 'Eta' });
    const total = (await client.get<Resource[]>('/api/resources')).body.length;
    const page = await client.get('/api/resources?page=2&page_size=1');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers.get('total-number')).toBe(String(total));
    expect(page.headers.get('link')).toContain('rel="prev"');
    expect(page.headers.get('link')).toContain('/resources?page=3&page_size=1>; rel="next"');
    expect((await client.get('/api/resources?page=0')).body.code).toBe('guard.invalid_pagination');
  });

  it('attaches the scopes with includeScopes=true', async () => {
    const list = await client.get('/api/resources?includeScopes=true');
    const management = list.body.find(
      (r: { indicator: string }) => r.indicator === 'https://default.logto.app/api',
    );
    expect(management.scopes.map((s: { name: string }) => s.name)).toEqual(['all']);
  });
});

describe('GET/PATCH/DELETE /api/resources/{id}', () => {
  it('reads a resource', async () => {
    const { id } = await createResource(client, { name: 'Files' });
    const read = await client.get(`/api/resources/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, name: 'Files', isDefault: false });
    expect(read.body.scopes).toBeUndefined();
  });

  it('renames it and changes the token lifetime; the indicator stays', async () => {
    const { id, indicator } = await createResource(client, { name: 'Files' });
    const patched = await client.patch(`/api/resources/${id}`, {
      name: 'File store',
      accessTokenTtl: 600,
      indicator: 'https://ignored.example.com',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'File store',
      accessTokenTtl: 600,
      indicator,
    });
  });

  it('answers 404 entity.not_exists_with_id for an unknown id', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await client.request(method, '/api/resources/unknown-id', body);
      expect(response.status, method).toBe(404);
      expect(response.body.code).toBe('entity.not_exists_with_id');
    }
  });

  it('refuses to modify or delete the management API (400)', async () => {
    const patched = await client.patch('/api/resources/management-api', { name: 'Mine' });
    expect(patched.status).toBe(400);
    expect(patched.body.code).toBe('resource.cannot_modify_management_api');
    const deleted = await client.delete('/api/resources/management-api');
    expect(deleted.status).toBe(400);
    expect(deleted.body.code).toBe('resource.cannot_delete_management_api');
    expect((await client.get('/api/resources/management-api')).body.name).toBe(
      'Logto Management API',
    );
  });

  it('deletes a resource', async () => {
    const { id } = await createResource(client, { name: 'Files' });
    expect((await client.delete(`/api/resources/${id}`)).status).toBe(204);
    expect((await client.get(`/api/resources/${id}`)).status).toBe(404);
  });
});

describe('PATCH /api/resources/{id}/is-default', () => {
  it('keeps at most one default resource per tenant', async () => {
    const a = (
      await client.post('/api/resources', { name: 'A', indicator: 'https://a.example.com' })
    ).body.id;
    const b = (
      await client.post('/api/resources', { name: 'B', indicator: 'https://b.example.com' })
    ).body.id;
    expect(
      (await client.patch(`/api/resources/${a}/is-default`, { isDefault: true })).body.isDefault,
    ).toBe(true);
    const second = await client.patch(`/api/resources/${b}/is-default`, { isDefault: true });
    expect(second.status).toBe(200);
    expect(second.body.isDefault).toBe(true);
    const defaults = (await client.get('/api/resources')).body.filter(
      (r: { isDefault: boolean }) => r.isDefault,
    );
    expect(defaults.map((r: { id: string }) => r.id)).toEqual([b]);
    const off = await client.patch(`/api/resources/${b}/is-default`, { isDefault: false });
    expect(off.body.isDefault).toBe(false);
  });

  it('answers 404 for an unknown resource and 400 for a bad body', async () => {
    expect((await client.patch('/api/resources/nope/is-default', { isDefault: true })).status).toBe(
      404,
    );
    expect(
      (await client.patch('/api/resources/nope/is-default', { isDefault: 'yes' })).status,
    ).toBe(400);
  });
});

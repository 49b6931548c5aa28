import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, useServer } from './helpers/server.ts';
import { clientCredentialsToken } from './helpers/tokens.ts';

const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };
let server: RunningServer;
let token: string;
let resourceId: string;

const api = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${server.mainUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json');
  // biome-ignore lint/suspicious/noExplicitAny: test responses are checked field by field.
  const json: any = text && isJson ? JSON.parse(text) : text;
  return { status: response.status, body: json, headers: response.headers };
};

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  token = await clientCredentialsToken(server.mainUrl, bootstrap, 'https://default.logto.app/api');
  resourceId = (
    await api('POST', '/resources', { name: 'Docs', indicator: 'https://docs.example' })
  ).body.id;
});
afterAll(async () => {
  await server?.stop();
});

describe('POST /api/resources/{resourceId}/scopes', () => {
  it('creates a scope', async () => {
    const created = await api('POST', `/resources/${resourceId}/scopes`, {
      name: 'read:docs',
      description: 'Read documents',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      tenantId: 'default',
      id: expect.any(String),
      resourceId,
      name: 'read:docs',
      description: 'Read documents',
      createdAt: expect.any(Number),
    });
  });

  it('answers 422 scope.name_exists when the resource has the name already', async () => {
    const taken = await api('POST', `/resources/${resourceId}/scopes`, { name: 'read:docs' });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('scope.name_exists');
  });

  it('answers 400 scope.name_with_space for a name with a space', async () => {
    const spaced = await api('POST', `/resources/${resourceId}/scopes`, { name: 'read docs' });
    expect(spaced.status).toBe(400);
    expect(spaced.body.code).toBe('scope.name_with_space');
  });

  it('answers 404 for an unknown resource and 400 for a bad body', async () => {
    expect((await api('POST', '/resources/nope/scopes', { name: 'x' })).status).toBe(404);
    const bad = await api('POST', `/resources/${resourceId}/scopes`, { name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('guard.invalid_input');
  });

  it('refuses to change the scopes of the management API', async () => {
    const added = await api('POST', '/resources/management-api/scopes', { name: 'more' });
    expect(added.status).toBe(400);
    expect(added.body.code).toBe('resource.cannot_modify_management_api');
    const removed = await api('DELETE', '/resources/management-api/scopes/management-api-all');
    expect(removed.body.code).toBe('resource.cannot_modify_management_api');
  });
});

describe('GET /api/resources/{resourceId}/scopes', () => {
  beforeAll(async () => {
    for (const name of ['write:docs', 'delete:docs', 'share:docs']) {
      await api('POST', `/resources/${resourceId}/scopes`, { name });
    }
  });

  it('pages the scopes with Total-Number and Link headers', async () => {
    const page = await api('GET', `/resources/${resourceId}/scopes?page=1&page_size=3`);
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(3);
    expect(page.headers.get('total-number')).toBe('4');
    expect(page.headers.get('link')).toContain('rel="next"');
    expect(page.headers.get('link')).toContain('rel="last"');
  });

  it('searches by name', async () => {
    const found = await api('GET', `/resources/${resourceId}/scopes?search=%25write%25`);
    expect(found.body.map((s: { name: string }) => s.name)).toEqual(['write:docs']);
    const exact = await api(
      'GET',
      `/resources/${resourceId}/scopes?search.name=share:docs&mode.name=exact`,
    );
    expect(exact.body.map((s: { name: string }) => s.name)).toEqual(['share:docs']);
    expect((await api('GET', `/resources/${resourceId}/scopes?search.nope=x`)).status).toBe(400);
  });

  it('answers 400 guard.invalid_pagination for a bad page size', async () => {
    const bad = await api('GET', `/resources/${resourceId}/scopes?page_size=500`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('guard.invalid_pagination');
  });
});

describe('PATCH/DELETE /api/resources/{resourceId}/scopes/{scopeId}', () => {
  let scopeId: string;
  beforeAll(async () => {
    scopeId = (await api('POST', `/resources/${resourceId}/scopes`, { name: 'old:name' })).body.id;
  });

  it('renames a scope and changes its description', async () => {
    const patched = await api('PATCH', `/resources/${resourceId}/scopes/${scopeId}`, {
      name: 'new:name',
      description: null,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: scopeId, name: 'new:name', description: null });
  });

  it('answers 422 scope.name_exists and 400 scope.name_with_space on rename', async () => {
    const taken = await api('PATCH', `/resources/${resourceId}/scopes/${scopeId}`, {
      name: 'read:docs',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('scope.name_exists');
    const spaced = await api('PATCH', `/resources/${resourceId}/scopes/${scopeId}`, {
      name: 'a b',
    });
    expect(spaced.body.code).toBe('scope.name_with_space');
  });

  it('answers 404 for a scope of another resource', async () => {
    const other = (await api('POST', '/resources', { name: 'O', indicator: 'https://o.example' }))
      .body.id;
    expect(
      (await api('PATCH', `/resources/${other}/scopes/${scopeId}`, { name: 'z' })).status,
    ).toBe(404);
    expect((await api('DELETE', `/resources/${other}/scopes/${scopeId}`)).status).toBe(404);
  });

  it('deletes a scope', async () => {
    expect((await api('DELETE', `/resources/${resourceId}/scopes/${scopeId}`)).status).toBe(204);
    expect((await api('DELETE', `/resources/${resourceId}/scopes/${scopeId}`)).status).toBe(404);
  });

  it('deletes the scopes with their resource', async () => {
    const gone = (await api('POST', '/resources', { name: 'G', indicator: 'https://g.example' }))
      .body.id;
    await api('POST', `/resources/${gone}/scopes`, { name: 'x' });
    await api('DELETE', `/resources/${gone}`);
    const list = await api('GET', `/resources/${gone}/scopes`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });
});

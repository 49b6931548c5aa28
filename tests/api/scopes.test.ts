import type { Scope } from '@gatehouse/schemas/entities/resource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { createResource, createScope } from './helpers/management-fixtures.ts';
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

/** A resource of the calling test alone, with the named scopes; answers its id. */
const createDocs = async (...scopeNames: string[]) =>
  (await createResource(client, { name: 'Docs', scopeNames })).id;

const createDocsScope = async (resourceId: string, name: string) =>
  (await createScope(client, resourceId, name)).id;

describe('POST /api/resources/{resourceId}/scopes', () => {
  it('creates a scope', async () => {
    const resourceId = await createDocs();
    const created = await client.post(`/api/resources/${resourceId}/scopes`, {
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
    const resourceId = await createDocs('read:docs');
    const taken = await client.post(`/api/resources/${resourceId}/scopes`, { name: 'read:docs' });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('scope.name_exists');
  });

  it('answers 400 scope.name_with_space for a name with a space', async () => {
    const resourceId = await createDocs();
    const spaced = await client.post(`/api/resources/${resourceId}/scopes`, { name: 'read docs' });
    expect(spaced.status).toBe(400);
    expect(spaced.body.code).toBe('scope.name_with_space');
  });

  it('answers 404 for an unknown resource and 400 for a bad body', async () => {
    const resourceId = await createDocs();
    expect((await client.post('/api/resources/nope/scopes', { name: 'x' })).status).toBe(404);
    const bad = await client.post(`/api/resources/${resourceId}/scopes`, { name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('guard.invalid_input');
  });

  it('refuses to change the scopes of the management API', async () => {
    const added = await client.post('/api/resources/management-api/scopes', { name: 'more' });
    expect(added.status).toBe(400);
    expect(added.body.code).toBe('resource.cannot_modify_management_api');
    const removed = await client.delete('/api/resources/management-api/scopes/management-api-all');
    expect(removed.body.code).toBe('resource.cannot_modify_management_api');
  });
});

describe('GET /api/resources/{resourceId}/scopes', () => {
  const fourScopes = ['read:docs', 'write:docs', 'delete:docs', 'share:docs'];

  it('pages the scopes with Total-Number and Link headers', async () => {
    const resourceId = await createDocs(...fourScopes);
    const page = await client.get(`/api/resources/${resourceId}/scopes?page=1&page_size=3`);
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(3);
    expect(page.headers.get('total-number')).toBe('4');
    expect(page.headers.get('link')).toContain('rel="next"');
    expect(page.headers.get('link')).toContain('rel="last"');
  });

  it('searches by name', async () => {
    const resourceId = await createDocs(...fourScopes);
    const found = await client.get<Scope[]>(
      `/api/resources/${resourceId}/scopes?search=%25write%25`,
    );
    expect(found.body.map((s) => s.name)).toEqual(['write:docs']);
    const exact = await client.get<Scope[]>(
      `/api/resources/${resourceId}/scopes?search.name=share:docs&mode.name=exact`,
    );
    expect(exact.body.map((s) => s.name)).toEqual(['share:docs']);
    expect((await client.get(`/api/resources/${resourceId}/scopes?search.nope=x`)).status).toBe(
      400,
    );
  });

  it('answers 400 guard.invalid_pagination for a bad page size', async () => {
    const resourceId = await createDocs();
    const bad = await client.get(`/api/resources/${resourceId}/scopes?page_size=500`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('guard.invalid_pagination');
  });
});

describe('PATCH/DELETE /api/resources/{resourceId}/scopes/{scopeId}', () => {
  it('renames a scope and changes its description', async () => {
    const resourceId = await createDocs();
    const scopeId = await createDocsScope(resourceId, 'old:name');
    const patched = await client.patch(`/api/resources/${resourceId}/scopes/${scopeId}`, {
      name: 'new:name',
      description: null,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: scopeId, name: 'new:name', description: null });
  });

  it('answers 422 scope.name_exists and 400 scope.name_with_space on rename', async () => {
    const resourceId = await createDocs('read:docs');
    const scopeId = await createDocsScope(resourceId, 'old:name');
    const taken = await client.patch(`/api/resources/${resourceId}/scopes/${scopeId}`, {
      name: 'read:docs',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('scope.name_exists');
    const spaced = await client.patch(`/api/resources/${resourceId}/scopes/${scopeId}`, {
      name: 'a b',
    });
    expect(spaced.body.code).toBe('scope.name_with_space');
  });

  it('answers 404 for a scope of another resource', async () => {
    const resourceId = await createDocs();
    const scopeId = await createDocsScope(resourceId, 'old:name');
    const other = await createDocs();
    expect(
      (await client.patch(`/api/resources/${other}/scopes/${scopeId}`, { name: 'z' })).status,
    ).toBe(404);
    expect((await client.delete(`/api/resources/${other}/scopes/${scopeId}`)).status).toBe(404);
  });

  it('deletes a scope', async () => {
    const resourceId = await createDocs();
    const scopeId = await createDocsScope(resourceId, 'old:name');
    expect((await client.delete(`/api/resources/${resourceId}/scopes/${scopeId}`)).status).toBe(
      204,
    );
    expect((await client.delete(`/api/resources/${resourceId}/scopes/${scopeId}`)).status).toBe(
      404,
    );
  });

  it('deletes the scopes with their resource, and answers 404 for its scope list', async () => {
    const gone = await createDocs();
    const scopeId = await createDocsScope(gone, 'read:gone');
    const role = await client.post<{ id: string }>('/api/roles', {
      name: `holder-${scopeId}`,
      description: 'grants a scope of a resource about to be deleted',
      scopeIds: [scopeId],
    });
    expect(role.status).toBe(200);
    expect((await client.delete(`/api/resources/${gone}`)).status).toBe(204);
    const list = await client.get(`/api/resources/${gone}/scopes`);
    expect(list.status).toBe(404);
    expect(list.body).toMatchObject({ code: 'entity.not_exists_with_id' });
    const granted = await client.get<unknown[]>(`/api/roles/${role.body.id}/scopes`);
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual([]);
  });
});

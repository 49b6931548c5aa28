import type {
  OrganizationRole,
  OrganizationRoleWithScopes,
  OrganizationScope,
} from '@gatehouse/schemas/entities/organization';
import {
  organizationRoleGuard,
  organizationRoleWithScopesGuard,
  organizationScopeGuard,
} from '@gatehouse/schemas/entities/organization';
import { scopeGuard } from '@gatehouse/schemas/entities/resource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiClient } from './helpers/api-client.ts';
import { createResource, uniqueSuffix } from './helpers/management-fixtures.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 11, organization template: organization scopes and organization roles (User and
// MachineToMachine) granting organization scopes and API-resource scopes, over HTTP on a real
// Gatehouse; answers checked against the contract's shapes (strict: no undeclared field).

let server: RunningServer;
let client: ApiClient;

const strict = <T extends z.ZodObject>(guard: T) => guard.strict();

const createOrganizationScope = async (name = `read:${uniqueSuffix()}`) => {
  const created = await client.post<OrganizationScope>('/api/organization-scopes', {
    name,
    description: `Scope ${name}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
};

const createOrganizationRole = async (body: Record<string, unknown> = {}) => {
  const created = await client.post<OrganizationRole>('/api/organization-roles', {
    name: `role-${uniqueSuffix()}`,
    organizationScopeIds: [],
    resourceScopeIds: [],
    ...body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
};

beforeAll(async () => {
  ({ server, client } = await startManagementServer());
});
afterAll(async () => {
  await server?.stop();
});

describe('/api/organization-scopes', () => {
  it('creates, reads, renames and deletes a scope', async () => {
    const scope = await createOrganizationScope('read:members');
    expect(strict(organizationScopeGuard).parse(scope)).toEqual({
      tenantId: 'default',
      id: scope.id,
      name: 'read:members',
      description: 'Scope read:members',
    });
    expect((await client.get(`/api/organization-scopes/${scope.id}`)).body).toEqual(scope);
    const patched = await client.patch(`/api/organization-scopes/${scope.id}`, {
      name: 'read:people',
      description: null,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ ...scope, name: 'read:people', description: null });
    expect((await client.delete(`/api/organization-scopes/${scope.id}`)).status).toBe(204);
    const gone = await client.get(`/api/organization-scopes/${scope.id}`);
    expect({ status: gone.status, code: gone.body.code }).toEqual({
      status: 404,
      code: 'entity.not_exists_with_id',
    });
    expect((await client.delete(`/api/organization-scopes/${scope.id}`)).status).toBe(404);
  });

  it('answers 422 entity.unique_integrity_violation for a taken name', async () => {
    const scope = await createOrganizationScope();
    const again = await client.post('/api/organization-scopes', { name: scope.name });
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 422,
      code: 'entity.unique_integrity_violation',
    });
    const other = await createOrganizationScope();
    const renamed = await client.patch(`/api/organization-scopes/${other.id}`, {
      name: scope.name,
    });
    expect({ status: renamed.status, code: renamed.body.code }).toEqual({
      status: 422,
      code: 'entity.unique_integrity_violation',
    });
  });

  it('lists every scope without paging, pages with it, and searches by q', async () => {
    const marker = uniqueSuffix();
    await createOrganizationScope(`a:${marker}`);
    await createOrganizationScope(`b:${marker}`);
    const all = await client.get('/api/organization-scopes');
    expect(all.status).toBe(200);
    expect(all.headers.get('total-number')).toBeNull();
    z.array(strict(organizationScopeGuard)).parse(all.body);
    const searched = await client.get(`/api/organization-scopes?q=${marker}`);
    expect(searched.body.map(({ name }: OrganizationScope) => name)).toEqual([
      `a:${marker}`,
      `b:${marker}`,
    ]);
    const paged = await client.get(`/api/organization-scopes?q=${marker}&page=2&page_size=1`);
    expect(paged.headers.get('total-number')).toBe('2');
    expect(paged.body.map(({ name }: OrganizationScope) => name)).toEqual([`b:${marker}`]);
  });

  it('answers 400 guard.invalid_input for a missing or too long name', async () => {
    expect((await client.post('/api/organization-scopes', {})).body.code).toBe(
      'guard.invalid_input',
    );
    const long = await client.post('/api/organization-scopes', { name: 'x'.repeat(129) });
    expect({ status: long.status, code: long.body.code }).toEqual({
      status: 400,
      code: 'guard.invalid_input',
    });
  });
});

describe('/api/organization-roles', () => {
  it('creates a role with organization and resource scopes and lists it with both', async () => {
    const orgScope = await createOrganizationScope();
    const resource = await createResource(client, { name: 'Invoices', scopeNames: ['read'] });
    const resourceScope = resource.scopes[0]!;
    const role = await createOrganizationRole({
      description: 'Can read',
      organizationScopeIds: [orgScope.id],
      resourceScopeIds: [resourceScope.id],
    });
    expect(strict(organizationRoleGuard).parse(role)).toEqual({
      tenantId: 'default',
      id: role.id,
      name: role.name,
      description: 'Can read',
      type: 'User',
    });
    const list = await client.get<OrganizationRoleWithScopes[]>(
      `/api/organization-roles?q=${role.name}`,
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('1');
    const [row] = z.array(strict(organizationRoleWithScopesGuard)).parse(list.body);
    expect(row).toEqual({
      ...role,
      scopes: [{ id: orgScope.id, name: orgScope.name }],
      resourceScopes: [
        {
          id: resourceScope.id,
          name: 'read',
          resource: { id: resource.id, name: 'Invoices' },
        },
      ],
    });
  });

  it('creates a MachineToMachine role, reads, patches and deletes it', async () => {
    const role = await createOrganizationRole({ type: 'MachineToMachine' });
    expect(role.type).toBe('MachineToMachine');
    expect(role.description).toBeNull();
    expect((await client.get(`/api/organization-roles/${role.id}`)).body).toEqual(role);
    const patched = await client.patch(`/api/organization-roles/${role.id}`, {
      description: 'Robots',
    });
    expect(patched.body).toEqual({ ...role, description: 'Robots' });
    expect((await client.delete(`/api/organization-roles/${role.id}`)).status).toBe(204);
    expect((await client.get(`/api/organization-roles/${role.id}`)).status).toBe(404);
    expect((await client.patch(`/api/organization-roles/${role.id}`, {})).status).toBe(404);
  });

  it('answers 422 for a taken name and for unknown scope ids, creating nothing', async () => {
    const role = await createOrganizationRole();
    const taken = await client.post('/api/organization-roles', {
      name: role.name,
      organizationScopeIds: [],
      resourceScopeIds: [],
    });
    expect({ status: taken.status, code: taken.body.code }).toEqual({
      status: 422,
      code: 'entity.unique_integrity_violation',
    });
    const name = `ghost-${uniqueSuffix()}`;
    const unknown = await client.post('/api/organization-roles', {
      name,
      organizationScopeIds: ['missing-scope'],
      resourceScopeIds: [],
    });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({
      status: 422,
      code: 'entity.relation_foreign_key_not_found',
    });
    expect((await client.get(`/api/organization-roles?q=${name}`)).body).toEqual([]);
  });

  it('requires paging parameters to be valid', async () => {
    const bad = await client.get('/api/organization-roles?page=0');
    expect({ status: bad.status, code: bad.body.code }).toEqual({
      status: 400,
      code: 'guard.invalid_pagination',
    });
  });
});

describe('/api/organization-roles/{id}/scopes and /resource-scopes', () => {
  it('adds, replaces, lists and removes organization scopes', async () => {
    const [a, b, c] = [
      await createOrganizationScope(),
      await createOrganizationScope(),
      await createOrganizationScope(),
    ];
    const role = await createOrganizationRole();
    const base = `/api/organization-roles/${role.id}/scopes`;
    expect((await client.post(base, { organizationScopeIds: [a.id, b.id] })).status).toBe(201);
    // Adding one it grants already is not an error.
    expect((await client.post(base, { organizationScopeIds: [a.id] })).status).toBe(201);
    const listed = await client.get(base);
    expect(listed.status).toBe(200);
    expect(z.array(strict(organizationScopeGuard)).parse(listed.body)).toEqual(
      [a, b].sort((x, y) => x.name.localeCompare(y.name)),
    );
    expect((await client.put(base, { organizationScopeIds: [c.id] })).status).toBe(204);
    expect((await client.get(base)).body).toEqual([c]);
    const paged = await client.get(`${base}?page=1&page_size=10`);
    expect(paged.headers.get('total-number')).toBe('1');
    expect((await client.delete(`${base}/${c.id}`)).status).toBe(204);
    expect((await client.delete(`${base}/${c.id}`)).status).toBe(404);
    expect((await client.get(base)).body).toEqual([]);
    const unknown = await client.post(base, { organizationScopeIds: ['nope'] });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({
      status: 422,
      code: 'entity.relation_foreign_key_not_found',
    });
    expect((await client.post(base, { organizationScopeIds: [] })).status).toBe(400);
    expect((await client.get('/api/organization-roles/missing/scopes')).status).toBe(404);
  });

  it('adds, replaces, lists and removes API-resource scopes', async () => {
    const resource = await createResource(client, { scopeNames: ['read', 'write'] });
    const [read, write] = resource.scopes;
    const role = await createOrganizationRole();
    const base = `/api/organization-roles/${role.id}/resource-scopes`;
    expect((await client.post(base, { scopeIds: [read!.id] })).status).toBe(201);
    const listed = await client.get(base);
    expect(z.array(strict(scopeGuard)).parse(listed.body)).toEqual([read]);
    expect((await client.put(base, { scopeIds: [write!.id, read!.id] })).status).toBe(204);
    expect((await client.get(base)).body.map(({ name }: { name: string }) => name)).toEqual([
      'read',
      'write',
    ]);
    expect((await client.delete(`${base}/${read!.id}`)).status).toBe(204);
    expect((await client.get(base)).body).toEqual([write]);
    expect((await client.post(base, { scopeIds: ['nope'] })).status).toBe(422);
    // Deleting the scope itself takes it away from the role.
    expect((await client.delete(`/api/resources/${resource.id}/scopes/${write!.id}`)).status).toBe(
      204,
    );
    expect((await client.get(base)).body).toEqual([]);
  });
});

describe('/api/applications/{id}/user-consent-scopes with organization kinds', () => {
  it('stores, answers and removes organization scopes and organization resource scopes', async () => {
    const app = await client.post('/api/applications', {
      name: 'Partner',
      type: 'Traditional',
      isThirdParty: true,
      oidcClientMetadata: {
        redirectUris: ['https://partner.example.com/cb'],
        postLogoutRedirectUris: [],
      },
    });
    expect(app.status, JSON.stringify(app.body)).toBe(200);
    const orgScope = await createOrganizationScope();
    const resource = await createResource(client, { name: 'Ledger', scopeNames: ['read'] });
    const base = `/api/applications/${app.body.id}/user-consent-scopes`;
    const added = await client.post(base, {
      organizationScopes: [orgScope.id],
      organizationResourceScopes: [resource.scopes[0]!.id],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const read = await client.get(base);
    expect(read.body).toEqual({
      organizationScopes: [
        { id: orgScope.id, name: orgScope.name, description: orgScope.description },
      ],
      resourceScopes: [],
      organizationResourceScopes: [
        {
          resource: { id: resource.id, name: 'Ledger', indicator: resource.indicator },
          scopes: [{ id: resource.scopes[0]!.id, name: 'read', description: null }],
        },
      ],
      userScopes: [],
    });
    const unknown = await client.post(base, { organizationScopes: ['nope'] });
    expect({ status: unknown.status, code: unknown.body.code, data: unknown.body.data }).toEqual({
      status: 422,
      code: 'application.user_consent_scopes_not_found',
      data: { organizationScopes: ['nope'] },
    });
    expect((await client.delete(`${base}/organization-scopes/${orgScope.id}`)).status).toBe(204);
    expect(
      (await client.delete(`${base}/organization-resource-scopes/${resource.scopes[0]!.id}`))
        .status,
    ).toBe(204);
    expect((await client.delete(`${base}/organization-scopes/${orgScope.id}`)).status).toBe(404);
    const after = await client.get(base);
    expect(after.body.organizationScopes).toEqual([]);
    expect(after.body.organizationResourceScopes).toEqual([]);
  });
});

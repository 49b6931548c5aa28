import {
  organizationInvitationDetailGuard,
  organizationRoleGuard,
  organizationRoleWithScopesGuard,
  organizationScopeGuard,
} from '@gatehouse/schemas/entities/organization';
import { createManagementApi } from '@logto/api/management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { LogtoResponse } from './conformance/logto-api-types.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

// Issue 11's proof: `@logto/api` (Logto's own typed management client, unchanged) drives the
// whole organization API: the template (scopes, roles with API-resource scopes), an
// organization, members, member roles and scopes, invitations. Answers are checked against the
// contract's shapes (strict: no undeclared field).

const bootstrap = { clientId: 'orgs-m2m', clientSecret: 'orgs-secret-0123456789abcdef' };
let server: RunningServer;
let api: ReturnType<typeof createManagementApi>['apiClient'];

const organizationGuard = z
  .object({
    tenantId: z.string(),
    id: z.string().min(1).max(21),
    name: z.string(),
    description: z.string().nullable(),
    customData: z.record(z.string(), z.unknown()),
    isMfaRequired: z.boolean(),
    color: z.record(z.string(), z.unknown()),
    branding: z.record(z.string(), z.unknown()),
    customCss: z.string().nullable(),
    createdAt: z.number(),
  })
  .strict();

// Answers as Gatehouse gives them, typed with `@logto/api` 1.42's own response types: object
// literals get TypeScript's excess-property check, so a field Logto's types do not know (or a
// missing required one) fails `tsc` for tests/api; the test compares live answers' keys to them.
const organizationScopeFixture: LogtoResponse<'/api/organization-scopes', 'post', 201> = {
  tenantId: 'default',
  id: 'k2m1x0c9v8b7n6m5l4k3j',
  name: 'read:projects',
  description: 'Read projects',
};
const organizationRoleRowFixture: LogtoResponse<'/api/organization-roles', 'get'>[number] = {
  tenantId: 'default',
  id: 'q1w2e3r4t5y6u7i8o9p0a',
  name: 'admin',
  description: null,
  type: 'User',
  scopes: [{ id: 'k2m1x0c9v8b7n6m5l4k3j', name: 'read:projects' }],
  resourceScopes: [
    { id: 's1d2f3g4h5j6k7l8z9x0c', name: 'deploy', resource: { id: 'r1', name: 'Projects API' } },
  ],
};
const invitationFixture: LogtoResponse<'/api/organization-invitations', 'post', 201> = {
  tenantId: 'default',
  id: 'v1b2n3m4a5s6d7f8g9h0j',
  inviterId: 'ada000000001',
  invitee: 'bob@acme.example.com',
  acceptedUserId: null,
  organizationId: 'acme00000001',
  status: 'Pending',
  createdAt: 1795494000000,
  updatedAt: 1795494000000,
  expiresAt: 1795580400000,
  organizationRoles: [{ id: 'q1w2e3r4t5y6u7i8o9p0a', name: 'member' }],
};

/** The keys of a value at every level (arrays by their first item). */
const keyTree = (value: unknown): unknown =>
  Array.isArray(value)
    ? [keyTree(value[0])]
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, inner]) => [key, keyTree(inner)]),
        )
      : value === null
        ? 'nullable'
        : typeof value;

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  api = createManagementApi('default', {
    ...bootstrap,
    baseUrl: server.mainUrl,
    apiIndicator: 'https://default.logto.app/api',
  }).apiClient;
});
afterAll(async () => {
  await server?.stop();
});

describe('@logto/api drives the organization API', () => {
  it('builds the template, an organization with members and roles, and invitations', async () => {
    // The template: two organization scopes, an API-resource scope, a User and an M2M role.
    const readScope = await api.POST('/api/organization-scopes', {
      body: { name: 'read:projects', description: 'Read projects' },
    });
    expect(readScope.response.status).toBe(201);
    organizationScopeGuard.strict().parse(readScope.data);
    expect(keyTree(readScope.data)).toEqual(keyTree(organizationScopeFixture));
    const writeScope = await api.POST('/api/organization-scopes', {
      body: { name: 'write:projects' },
    });
    expect(writeScope.response.status).toBe(201);
    const scopes = await api.GET('/api/organization-scopes');
    expect(scopes.data?.map(({ name }) => name)).toEqual(['read:projects', 'write:projects']);

    const resource = await api.POST('/api/resources', {
      body: { name: 'Projects API', indicator: 'https://projects.example.com' },
    });
    expect(resource.response.status).toBe(201);
    const resourceScope = await api.POST('/api/resources/{resourceId}/scopes', {
      params: { path: { resourceId: resource.data!.id } },
      body: { name: 'deploy' },
    });
    expect(resourceScope.response.status).toBe(201);

    const member = await api.POST('/api/organization-roles', {
      body: {
        name: 'member',
        description: 'Reads projects',
        organizationScopeIds: [readScope.data!.id],
        resourceScopeIds: [],
      },
    });
    expect(member.response.status).toBe(201);
    organizationRoleGuard.strict().parse(member.data);
    const admin = await api.POST('/api/organization-roles', {
      body: {
        name: 'admin',
        organizationScopeIds: [readScope.data!.id],
        resourceScopeIds: [resourceScope.data!.id],
      },
    });
    expect(admin.response.status).toBe(201);
    const adminScopes = await api.POST('/api/organization-roles/{id}/scopes', {
      params: { path: { id: admin.data!.id } },
      body: { organizationScopeIds: [writeScope.data!.id] },
      // The answer is Koa's status text ("Created"), as Logto's: no JSON to parse.
      parseAs: 'text',
    });
    expect(adminScopes.response.status).toBe(201);
    const robot = await api.POST('/api/organization-roles', {
      body: {
        name: 'robot',
        type: 'MachineToMachine',
        organizationScopeIds: [],
        resourceScopeIds: [],
      },
    });
    expect(robot.data?.type).toBe('MachineToMachine');

    const roles = await api.GET('/api/organization-roles', { params: { query: { q: 'admin' } } });
    expect(roles.response.headers.get('total-number')).toBe('1');
    expect(z.array(organizationRoleWithScopesGuard.strict()).parse(roles.data)).toEqual([
      {
        ...admin.data,
        scopes: [
          { id: readScope.data!.id, name: 'read:projects' },
          { id: writeScope.data!.id, name: 'write:projects' },
        ],
        resourceScopes: [
          {
            id: resourceScope.data!.id,
            name: 'deploy',
            resource: { id: resource.data!.id, name: 'Projects API' },
          },
        ],
      },
    ]);
    expect(keyTree({ ...roles.data![0], description: null })).toEqual(
      keyTree(organizationRoleRowFixture),
    );
    const adminResourceScopes = await api.GET('/api/organization-roles/{id}/resource-scopes', {
      params: { path: { id: admin.data!.id } },
    });
    expect(adminResourceScopes.data?.map(({ name }) => name)).toEqual(['deploy']);

    // An organization with two members and their roles.
    const organization = await api.POST('/api/organizations', {
      body: { name: 'Acme', description: 'Rockets' },
    });
    expect(organization.response.status).toBe(201);
    organizationGuard.parse(organization.data);
    const organizationId = organization.data!.id;

    const ada = await api.POST('/api/users', {
      body: { username: 'ada', primaryEmail: 'ada@acme.example.com' },
    });
    const bob = await api.POST('/api/users', {
      body: { username: 'bob', primaryEmail: 'bob@acme.example.com' },
    });
    expect([ada.response.status, bob.response.status]).toEqual([200, 200]);
    const added = await api.POST('/api/organizations/{id}/users', {
      params: { path: { id: organizationId } },
      body: { userIds: [ada.data!.id] },
    });
    expect(added.response.status).toBe(201);
    const adaRoles = await api.POST('/api/organizations/{id}/users/{userId}/roles', {
      params: { path: { id: organizationId, userId: ada.data!.id } },
      body: { organizationRoleIds: [admin.data!.id] },
    });
    expect(adaRoles.response.status).toBe(201);
    const adaOrganizationScopes = await api.GET('/api/organizations/{id}/users/{userId}/scopes', {
      params: { path: { id: organizationId, userId: ada.data!.id } },
    });
    expect(adaOrganizationScopes.data?.map(({ name }) => name).sort()).toEqual([
      'read:projects',
      'write:projects',
    ]);

    // Bob is invited with the member role and accepts.
    const invitation = await api.POST('/api/organization-invitations', {
      body: {
        invitee: 'bob@acme.example.com',
        organizationId,
        inviterId: ada.data!.id,
        expiresAt: Date.now() + 24 * 60 * 60 * 1000,
        organizationRoleIds: [member.data!.id],
        messagePayload: false,
      },
    });
    expect(invitation.response.status).toBe(201);
    expect(organizationInvitationDetailGuard.strict().parse(invitation.data)).toMatchObject({
      status: 'Pending',
      organizationRoles: [{ id: member.data!.id, name: 'member' }],
    });
    expect(keyTree(invitation.data)).toEqual(keyTree(invitationFixture));
    const listed = await api.GET('/api/organization-invitations', {
      params: { query: { organizationId } },
    });
    expect(listed.data?.map(({ id }) => id)).toEqual([invitation.data!.id]);
    const accepted = await api.PUT('/api/organization-invitations/{id}/status', {
      params: { path: { id: invitation.data!.id } },
      body: { status: 'Accepted', acceptedUserId: bob.data!.id },
    });
    expect(accepted.response.status).toBe(200);
    expect(accepted.data).toMatchObject({ status: 'Accepted', acceptedUserId: bob.data!.id });

    const members = await api.GET('/api/organizations/{id}/users', {
      params: { path: { id: organizationId } },
    });
    expect(members.response.status).toBe(200);
    expect(
      members.data
        ?.map(({ username, organizationRoles }) => ({
          username,
          roles: organizationRoles.map(({ name }) => name),
        }))
        .sort((a, b) => String(a.username).localeCompare(String(b.username))),
    ).toEqual([
      { username: 'ada', roles: ['admin'] },
      { username: 'bob', roles: ['member'] },
    ]);
    const bobRoles = await api.GET('/api/organizations/{id}/users/{userId}/roles', {
      params: { path: { id: organizationId, userId: bob.data!.id } },
    });
    expect(bobRoles.data?.map(({ name }) => name)).toEqual(['member']);

    // A second invitation is revoked; deleting it leaves the list empty of it.
    const second = await api.POST('/api/organization-invitations', {
      body: {
        invitee: 'carol@acme.example.com',
        organizationId,
        expiresAt: Date.now() + 60 * 60 * 1000,
        messagePayload: false,
      },
    });
    const revoked = await api.PUT('/api/organization-invitations/{id}/status', {
      params: { path: { id: second.data!.id } },
      body: { status: 'Revoked' },
    });
    expect(revoked.data?.status).toBe('Revoked');
    const deleted = await api.DELETE('/api/organization-invitations/{id}', {
      params: { path: { id: second.data!.id } },
    });
    expect(deleted.response.status).toBe(204);

    // Removing a scope from the template takes it from every member at once.
    const removed = await api.DELETE('/api/organization-roles/{id}/scopes/{organizationScopeId}', {
      params: { path: { id: admin.data!.id, organizationScopeId: writeScope.data!.id } },
    });
    expect(removed.response.status).toBe(204);
    const adaScopesAfter = await api.GET('/api/organizations/{id}/users/{userId}/scopes', {
      params: { path: { id: organizationId, userId: ada.data!.id } },
    });
    expect(adaScopesAfter.data?.map(({ name }) => name)).toEqual(['read:projects']);
    const userOrganizations = await api.GET('/api/users/{userId}/organizations', {
      params: { path: { userId: bob.data!.id } },
    });
    expect(userOrganizations.response.status).toBe(200);
    expect(userOrganizations.data?.map(({ name }) => name)).toEqual(['Acme']);
  });
});

import { organizations } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import type { ApiResponse } from '../helpers/api-client.ts';
import { uniqueSuffix } from '../helpers/management-fixtures.ts';
import type { World } from './conformance-setup.ts';
import type { Operation } from './contract-operations.ts';
import type { Expected } from './expect-answer.ts';

// Rows of the conformance table for the organization template (organization roles and scopes)
// and organization invitations. They run in order: a row may use what an earlier one created.

type OrganizationTemplateCase = {
  operation: Operation;
  name: string;
  send: (world: World) => Promise<ApiResponse<unknown>>;
  expected: Expected;
};

const missing = 'missing-entity-id-longer-than-21';
const notFound = { status: 404, code: 'entity.not_exists_with_id' } as const;
const roleFields = ['tenantId', 'id', 'name', 'description', 'type'] as const;
const scopeFields = ['tenantId', 'id', 'name', 'description'] as const;
const invitationFields = [
  'tenantId',
  'id',
  'inviterId',
  'invitee',
  'acceptedUserId',
  'organizationId',
  'status',
  'createdAt',
  'updatedAt',
  'expiresAt',
  'organizationRoles',
] as const;

const created: {
  scopeId?: string;
  roleId?: string;
  organizationId?: string;
  invitationId?: string;
} = {};
const suffix = uniqueSuffix();

const remember = async (key: keyof typeof created, response: Promise<ApiResponse<unknown>>) => {
  const answer = await response;
  created[key] = (answer.body as { id?: string }).id;
  return answer;
};

/** An organization of these rows (rows: organizations are their own area's table). */
const organizationOf = async (world: World) => {
  if (!created.organizationId) {
    const id = `conf${suffix}`.slice(0, 12);
    await withTenant(world.server.gatehouse.context.database.db, 'default', (tx) =>
      tx.insert(organizations).values({ tenantId: 'default', id, name: 'Conformance org' }),
    );
    created.organizationId = id;
  }
  return created.organizationId;
};

export const organizationTemplateCases: OrganizationTemplateCase[] = [
  {
    operation: 'POST /api/organization-scopes',
    name: 'creates an organization scope (201 OrganizationScope)',
    send: ({ client }) =>
      remember('scopeId', client.post('/api/organization-scopes', { name: `read:${suffix}` })),
    expected: { status: 201, required: scopeFields },
  },
  {
    operation: 'POST /api/organization-scopes',
    name: 'answers 422 entity.unique_integrity_violation for a taken name',
    send: ({ client }) => client.post('/api/organization-scopes', { name: `read:${suffix}` }),
    expected: { status: 422, code: 'entity.unique_integrity_violation' },
  },
  {
    operation: 'GET /api/organization-scopes',
    name: 'lists organization scopes',
    send: ({ client }) => client.get('/api/organization-scopes?q=read'),
    expected: { status: 200, required: scopeFields },
  },
  {
    operation: 'GET /api/organization-scopes/{id}',
    name: 'reads an organization scope',
    send: ({ client }) => client.get(`/api/organization-scopes/${created.scopeId}`),
    expected: { status: 200, required: scopeFields },
  },
  {
    operation: 'GET /api/organization-scopes/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/organization-scopes/${missing}`),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/organization-scopes/{id}',
    name: 'changes the description',
    send: ({ client }) =>
      client.patch(`/api/organization-scopes/${created.scopeId}`, { description: 'Read' }),
    expected: { status: 200, required: scopeFields },
  },
  {
    operation: 'POST /api/organization-roles',
    name: 'creates an organization role with scopes (201 OrganizationRole)',
    send: ({ client, resource }) =>
      remember(
        'roleId',
        client.post('/api/organization-roles', {
          name: `member-${suffix}`,
          organizationScopeIds: [created.scopeId],
          resourceScopeIds: [resource.scopes[0]!.id],
        }),
      ),
    expected: { status: 201, required: roleFields, forbidden: ['scopes'] },
  },
  {
    operation: 'POST /api/organization-roles',
    name: 'answers 422 for unknown scope ids',
    send: ({ client }) =>
      client.post('/api/organization-roles', {
        name: `ghost-${suffix}`,
        organizationScopeIds: [missing],
        resourceScopeIds: [],
      }),
    expected: { status: 422, code: 'entity.relation_foreign_key_not_found' },
  },
  {
    operation: 'GET /api/organization-roles',
    name: 'lists roles with scopes and resourceScopes (paged)',
    send: ({ client }) => client.get(`/api/organization-roles?q=member-${suffix}`),
    expected: { status: 200, required: [...roleFields, 'scopes', 'resourceScopes'] },
  },
  {
    operation: 'GET /api/organization-roles/{id}',
    name: 'reads an organization role',
    send: ({ client }) => client.get(`/api/organization-roles/${created.roleId}`),
    expected: { status: 200, required: roleFields },
  },
  {
    operation: 'GET /api/organization-roles/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/organization-roles/${missing}`),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/organization-roles/{id}',
    name: 'changes the description',
    send: ({ client }) =>
      client.patch(`/api/organization-roles/${created.roleId}`, { description: 'Members' }),
    expected: { status: 200, required: roleFields },
  },
  {
    operation: 'GET /api/organization-roles/{id}/scopes',
    name: 'lists the organization scopes of a role',
    send: ({ client }) => client.get(`/api/organization-roles/${created.roleId}/scopes`),
    expected: { status: 200, required: scopeFields },
  },
  {
    operation: 'POST /api/organization-roles/{id}/scopes',
    name: 'adds organization scopes (201)',
    send: ({ client }) =>
      client.post(`/api/organization-roles/${created.roleId}/scopes`, {
        organizationScopeIds: [created.scopeId],
      }),
    expected: { status: 201 },
  },
  {
    operation: 'PUT /api/organization-roles/{id}/scopes',
    name: 'replaces organization scopes (204)',
    send: ({ client }) =>
      client.put(`/api/organization-roles/${created.roleId}/scopes`, {
        organizationScopeIds: [created.scopeId],
      }),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organization-roles/{id}/scopes/{organizationScopeId}',
    name: 'removes an organization scope (204)',
    send: ({ client }) =>
      client.delete(`/api/organization-roles/${created.roleId}/scopes/${created.scopeId}`),
    expected: { status: 204 },
  },
  {
    operation: 'GET /api/organization-roles/{id}/resource-scopes',
    name: 'lists the API-resource scopes of a role (Scope)',
    send: ({ client }) => client.get(`/api/organization-roles/${created.roleId}/resource-scopes`),
    expected: { status: 200, required: ['id', 'resourceId', 'name', 'createdAt'] },
  },
  {
    operation: 'POST /api/organization-roles/{id}/resource-scopes',
    name: 'answers 422 for an unknown scope',
    send: ({ client }) =>
      client.post(`/api/organization-roles/${created.roleId}/resource-scopes`, {
        scopeIds: [missing],
      }),
    expected: { status: 422, code: 'entity.relation_foreign_key_not_found' },
  },
  {
    operation: 'PUT /api/organization-roles/{id}/resource-scopes',
    name: 'replaces API-resource scopes (204)',
    send: ({ client, resource }) =>
      client.put(`/api/organization-roles/${created.roleId}/resource-scopes`, {
        scopeIds: [resource.scopes[0]!.id],
      }),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organization-roles/{id}/resource-scopes/{scopeId}',
    name: 'removes an API-resource scope (204)',
    send: ({ client, resource }) =>
      client.delete(
        `/api/organization-roles/${created.roleId}/resource-scopes/${resource.scopes[0]!.id}`,
      ),
    expected: { status: 204 },
  },
  {
    operation: 'POST /api/organization-invitations',
    name: 'answers 501 connector.not_found for an e-mailed invitation without a connector',
    send: async (world) =>
      world.client.post('/api/organization-invitations', {
        invitee: `nomail-${suffix}@example.com`,
        organizationId: await organizationOf(world),
        expiresAt: Date.now() + 3_600_000,
        messagePayload: { link: 'https://app.example.com/invite' },
      }),
    expected: { status: 501, code: 'connector.not_found' },
  },
  {
    operation: 'POST /api/organization-invitations',
    name: 'creates an invitation with roles (201 OrganizationInvitationDetail)',
    send: async (world) =>
      remember(
        'invitationId',
        world.client.post('/api/organization-invitations', {
          invitee: `invitee-${suffix}@example.com`,
          organizationId: await organizationOf(world),
          expiresAt: Date.now() + 3_600_000,
          organizationRoleIds: [created.roleId],
        }),
      ),
    expected: { status: 201, required: invitationFields },
  },
  {
    operation: 'GET /api/organization-invitations',
    name: 'lists invitations of an organization',
    send: async (world) =>
      world.client.get(
        `/api/organization-invitations?organizationId=${await organizationOf(world)}`,
      ),
    expected: { status: 200, required: invitationFields },
  },
  {
    operation: 'GET /api/organization-invitations/{id}',
    name: 'reads an invitation',
    send: ({ client }) => client.get(`/api/organization-invitations/${created.invitationId}`),
    expected: { status: 200, required: invitationFields },
  },
  {
    operation: 'POST /api/organization-invitations/{id}/message',
    name: 'answers 501 connector.not_found without an e-mail connector',
    send: ({ client }) =>
      client.post(`/api/organization-invitations/${created.invitationId}/message`, {
        link: 'https://app.example.com/invite',
      }),
    expected: { status: 501, code: 'connector.not_found' },
  },
  {
    operation: 'PUT /api/organization-invitations/{id}/status',
    name: 'answers 422 request.invalid_input for a user who is not the invitee',
    send: ({ client, user }) =>
      client.put(`/api/organization-invitations/${created.invitationId}/status`, {
        status: 'Accepted',
        acceptedUserId: user.id,
      }),
    expected: { status: 422, code: 'request.invalid_input' },
  },
  {
    operation: 'PUT /api/organization-invitations/{id}/status',
    name: 'revokes a pending invitation',
    send: ({ client }) =>
      client.put(`/api/organization-invitations/${created.invitationId}/status`, {
        status: 'Revoked',
      }),
    expected: { status: 200, required: invitationFields },
  },
  {
    operation: 'DELETE /api/organization-invitations/{id}',
    name: 'deletes an invitation',
    send: ({ client }) => client.delete(`/api/organization-invitations/${created.invitationId}`),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organization-invitations/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.delete(`/api/organization-invitations/${missing}`),
    expected: notFound,
  },
  {
    operation: 'DELETE /api/organization-roles/{id}',
    name: 'deletes an organization role',
    send: ({ client }) => client.delete(`/api/organization-roles/${created.roleId}`),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organization-scopes/{id}',
    name: 'deletes an organization scope',
    send: ({ client }) => client.delete(`/api/organization-scopes/${created.scopeId}`),
    expected: { status: 204 },
  },
];

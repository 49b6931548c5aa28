import { organizationRoles } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import type { ApiResponse } from '../helpers/api-client.ts';
import { uniqueSuffix } from '../helpers/management-fixtures.ts';
import type { World } from './conformance-setup.ts';
import type { Operation } from './contract-operations.ts';
import type { Expected } from './expect-answer.ts';
import { applicationFields, userFields, userForbidden } from './shapes.ts';

// Rows of the conformance table for organizations (issue 11): the organization itself, its
// members and their roles, its machine-to-machine applications, its JIT settings, and the
// organizations of a user and of an application. They run in order: a row may use what an
// earlier one created.

type OrganizationCase = {
  operation: Operation;
  name: string;
  send: (world: World) => Promise<ApiResponse<unknown>>;
  expected: Expected;
};

const missing = 'missing-entity-id-longer-than-21';
const notFound = { status: 404, code: 'entity.not_exists_with_id' } as const;
const organizationFields = [
  'tenantId',
  'id',
  'name',
  'description',
  'customData',
  'isMfaRequired',
  'color',
  'branding',
  'customCss',
  'createdAt',
] as const;
const organizationRoleFields = ['tenantId', 'id', 'name', 'description', 'type'] as const;
const suffix = uniqueSuffix();

const state: { organizationId?: string; userRoleId?: string; machineRoleId?: string } = {};
const organization = () => state.organizationId!;

/** A User and a MachineToMachine organization role (the template is another area's). */
const rolesOf = async (world: World) => {
  if (!state.userRoleId) {
    state.userRoleId = `confou${suffix}`;
    state.machineRoleId = `confom${suffix}`;
    await withTenant(world.server.gatehouse.context.database.db, 'default', (tx) =>
      tx.insert(organizationRoles).values([
        { tenantId: 'default', id: state.userRoleId!, name: `conf-user-${suffix}`, type: 'User' },
        {
          tenantId: 'default',
          id: state.machineRoleId!,
          name: `conf-m2m-${suffix}`,
          type: 'MachineToMachine',
        },
      ]),
    );
  }
  return { user: state.userRoleId, machine: state.machineRoleId! };
};

export const organizationCases: OrganizationCase[] = [
  {
    operation: 'POST /api/organizations',
    name: 'creates an organization (201 Organization)',
    send: async ({ client }) => {
      const answer = await client.post('/api/organizations', { name: `Conf ${suffix}` });
      state.organizationId = (answer.body as { id: string }).id;
      return answer;
    },
    expected: { status: 201, required: organizationFields, forbidden: ['isTrustedDeviceAllowed'] },
  },
  {
    operation: 'GET /api/organizations',
    name: 'lists organizations with featured users',
    send: ({ client }) => client.get(`/api/organizations?q=${suffix}&showFeatured=true`),
    expected: { status: 200, required: [...organizationFields, 'usersCount', 'featuredUsers'] },
  },
  {
    operation: 'GET /api/organizations/{id}',
    name: 'reads an organization',
    send: ({ client }) => client.get(`/api/organizations/${organization()}`),
    expected: { status: 200, required: organizationFields },
  },
  {
    operation: 'GET /api/organizations/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/organizations/${missing}`),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/organizations/{id}',
    name: 'updates an organization',
    send: ({ client }) =>
      client.patch(`/api/organizations/${organization()}`, { customData: { tier: 'gold' } }),
    expected: { status: 200, required: organizationFields },
  },
  {
    operation: 'PATCH /api/organizations/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.patch(`/api/organizations/${missing}`, { name: 'x' }),
    expected: notFound,
  },
  {
    operation: 'POST /api/organizations/{id}/users',
    name: 'adds members (201 {userIds})',
    send: ({ client, user }) =>
      client.post(`/api/organizations/${organization()}/users`, { userIds: [user.id] }),
    expected: { status: 201, required: ['userIds'] },
  },
  {
    operation: 'POST /api/organizations/{id}/users',
    name: 'answers 422 for an unknown user',
    send: ({ client }) =>
      client.post(`/api/organizations/${organization()}/users`, { userIds: ['nosuchuser12'] }),
    expected: { status: 422, code: 'entity.relation_foreign_key_not_found' },
  },
  {
    operation: 'PUT /api/organizations/{id}/users',
    name: 'replaces the members (204)',
    send: ({ client, user }) =>
      client.put(`/api/organizations/${organization()}/users`, { userIds: [user.id] }),
    expected: { status: 204 },
  },
  {
    operation: 'GET /api/organizations/{id}/users',
    name: 'lists members with their organization roles',
    send: ({ client }) => client.get(`/api/organizations/${organization()}/users?q=conformance`),
    expected: {
      status: 200,
      required: [...userFields, 'organizationRoles'],
      forbidden: userForbidden,
    },
  },
  {
    operation: 'GET /api/organizations/{id}/users',
    name: 'answers 404 for an unknown organization',
    send: ({ client }) => client.get(`/api/organizations/${missing}/users`),
    expected: notFound,
  },
  {
    operation: 'POST /api/organizations/{id}/users/roles',
    name: 'gives roles to members (201)',
    send: async (world) =>
      world.client.post(`/api/organizations/${organization()}/users/roles`, {
        userIds: [world.user.id],
        organizationRoleIds: [(await rolesOf(world)).user],
      }),
    expected: { status: 201 },
  },
  {
    operation: 'POST /api/organizations/{id}/users/roles',
    name: 'answers 422 for a machine-to-machine role',
    send: async (world) =>
      world.client.post(`/api/organizations/${organization()}/users/roles`, {
        userIds: [world.user.id],
        organizationRoleIds: [(await rolesOf(world)).machine],
      }),
    expected: { status: 422, code: 'entity.db_constraint_violated' },
  },
  {
    operation: 'GET /api/organizations/{id}/users/{userId}/roles',
    name: "lists a member's roles",
    send: ({ client, user }) =>
      client.get(`/api/organizations/${organization()}/users/${user.id}/roles`),
    expected: { status: 200, required: organizationRoleFields },
  },
  {
    operation: 'GET /api/organizations/{id}/users/{userId}/roles',
    name: 'answers 422 organization.require_membership for a non-member',
    send: ({ client }) => client.get(`/api/organizations/${organization()}/users/${missing}/roles`),
    expected: { status: 422, code: 'organization.require_membership' },
  },
  {
    operation: 'POST /api/organizations/{id}/users/{userId}/roles',
    name: 'gives a member roles by id (201 {organizationRoleIds})',
    send: async (world) =>
      world.client.post(`/api/organizations/${organization()}/users/${world.user.id}/roles`, {
        organizationRoleIds: [(await rolesOf(world)).user],
      }),
    expected: { status: 201, required: ['organizationRoleIds'] },
  },
  {
    operation: 'POST /api/organizations/{id}/users/{userId}/roles',
    name: 'answers 422 organization.role_names_not_found for an unknown name',
    send: ({ client, user }) =>
      client.post(`/api/organizations/${organization()}/users/${user.id}/roles`, {
        organizationRoleNames: ['no such role'],
      }),
    expected: { status: 422, code: 'organization.role_names_not_found' },
  },
  {
    operation: 'PUT /api/organizations/{id}/users/{userId}/roles',
    name: "replaces a member's roles by name (204)",
    send: ({ client, user }) =>
      client.put(`/api/organizations/${organization()}/users/${user.id}/roles`, {
        organizationRoleNames: [`conf-user-${suffix}`],
      }),
    expected: { status: 204 },
  },
  {
    operation: 'GET /api/organizations/{id}/users/{userId}/scopes',
    name: "lists a member's organization scopes",
    send: ({ client, user }) =>
      client.get(`/api/organizations/${organization()}/users/${user.id}/scopes`),
    expected: { status: 200 },
  },
  {
    operation: 'GET /api/organizations/{id}/users/{userId}/scopes',
    name: 'answers 422 organization.require_membership for a non-member',
    send: ({ client }) =>
      client.get(`/api/organizations/${organization()}/users/${missing}/scopes`),
    expected: { status: 422, code: 'organization.require_membership' },
  },
  {
    operation: 'GET /api/users/{userId}/organizations',
    name: "lists a user's organizations with roles",
    send: ({ client, user }) => client.get(`/api/users/${user.id}/organizations`),
    expected: { status: 200, required: [...organizationFields, 'organizationRoles'] },
  },
  {
    operation: 'GET /api/users/{userId}/organizations',
    name: 'answers 404 for an unknown user',
    send: ({ client }) => client.get(`/api/users/${missing}/organizations`),
    expected: notFound,
  },
  {
    operation: 'DELETE /api/organizations/{id}/users/{userId}/roles/{organizationRoleId}',
    name: 'takes a role from a member (204)',
    send: async (world) =>
      world.client.delete(
        `/api/organizations/${organization()}/users/${world.user.id}/roles/${(await rolesOf(world)).user}`,
      ),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organizations/{id}/users/{userId}/roles/{organizationRoleId}',
    name: 'answers 404 entity.not_found for a role the member does not hold',
    send: async (world) =>
      world.client.delete(
        `/api/organizations/${organization()}/users/${world.user.id}/roles/${(await rolesOf(world)).user}`,
      ),
    expected: { status: 404, code: 'entity.not_found' },
  },
  {
    operation: 'POST /api/organizations/{id}/applications',
    name: 'adds a machine-to-machine application (201)',
    send: ({ client, machine }) =>
      client.post(`/api/organizations/${organization()}/applications`, {
        applicationIds: [machine.id],
      }),
    expected: { status: 201 },
  },
  {
    operation: 'POST /api/organizations/{id}/applications',
    name: 'answers 422 for an application that is not machine-to-machine',
    send: ({ client, spa }) =>
      client.post(`/api/organizations/${organization()}/applications`, {
        applicationIds: [spa.id],
      }),
    expected: { status: 422, code: 'entity.db_constraint_violated' },
  },
  {
    operation: 'PUT /api/organizations/{id}/applications',
    name: 'replaces the applications (204)',
    send: ({ client, machine }) =>
      client.put(`/api/organizations/${organization()}/applications`, {
        applicationIds: [machine.id],
      }),
    expected: { status: 204 },
  },
  {
    operation: 'POST /api/organizations/{id}/applications/roles',
    name: 'gives roles to applications (201)',
    send: async (world) =>
      world.client.post(`/api/organizations/${organization()}/applications/roles`, {
        applicationIds: [world.machine.id],
        organizationRoleIds: [(await rolesOf(world)).machine],
      }),
    expected: { status: 201 },
  },
  {
    operation: 'GET /api/organizations/{id}/applications',
    name: 'lists applications with their organization roles',
    send: ({ client }) => client.get(`/api/organizations/${organization()}/applications`),
    expected: { status: 200, required: [...applicationFields, 'organizationRoles'] },
  },
  {
    operation: 'GET /api/organizations/{id}/applications',
    name: 'answers 404 for an unknown organization',
    send: ({ client }) => client.get(`/api/organizations/${missing}/applications`),
    expected: notFound,
  },
  {
    operation: 'GET /api/organizations/{id}/applications/{applicationId}/roles',
    name: "lists an application's roles",
    send: ({ client, machine }) =>
      client.get(`/api/organizations/${organization()}/applications/${machine.id}/roles`),
    expected: { status: 200, required: organizationRoleFields },
  },
  {
    operation: 'POST /api/organizations/{id}/applications/{applicationId}/roles',
    name: 'gives an application roles (201)',
    send: async (world) =>
      world.client.post(
        `/api/organizations/${organization()}/applications/${world.machine.id}/roles`,
        { organizationRoleIds: [(await rolesOf(world)).machine] },
      ),
    expected: { status: 201 },
  },
  {
    operation: 'POST /api/organizations/{id}/applications/{applicationId}/roles',
    name: 'answers 422 for a User role',
    send: async (world) =>
      world.client.post(
        `/api/organizations/${organization()}/applications/${world.machine.id}/roles`,
        { organizationRoleIds: [(await rolesOf(world)).user] },
      ),
    expected: { status: 422, code: 'entity.db_constraint_violated' },
  },
  {
    operation: 'PUT /api/organizations/{id}/applications/{applicationId}/roles',
    name: "replaces an application's roles (204)",
    send: async (world) =>
      world.client.put(
        `/api/organizations/${organization()}/applications/${world.machine.id}/roles`,
        { organizationRoleIds: [(await rolesOf(world)).machine] },
      ),
    expected: { status: 204 },
  },
  {
    operation: 'GET /api/applications/{id}/organizations',
    name: "lists an application's organizations with roles",
    send: ({ client, machine }) => client.get(`/api/applications/${machine.id}/organizations`),
    expected: { status: 200, required: [...organizationFields, 'organizationRoles'] },
  },
  {
    operation: 'GET /api/applications/{id}/organizations',
    name: 'answers 404 for an unknown application',
    send: ({ client }) => client.get(`/api/applications/${missing}/organizations`),
    expected: notFound,
  },
  {
    operation:
      'DELETE /api/organizations/{id}/applications/{applicationId}/roles/{organizationRoleId}',
    name: 'takes a role from an application (204)',
    send: async (world) =>
      world.client.delete(
        `/api/organizations/${organization()}/applications/${world.machine.id}/roles/${(await rolesOf(world)).machine}`,
      ),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organizations/{id}/applications/{applicationId}',
    name: 'removes an application (204)',
    send: ({ client, machine }) =>
      client.delete(`/api/organizations/${organization()}/applications/${machine.id}`),
    expected: { status: 204 },
  },
  {
    operation: 'POST /api/organizations/{id}/jit/email-domains',
    name: 'adds a JIT e-mail domain (201)',
    send: ({ client }) =>
      client.post(`/api/organizations/${organization()}/jit/email-domains`, {
        emailDomain: `${suffix}.test`,
      }),
    expected: { status: 201, required: ['tenantId', 'organizationId', 'emailDomain'] },
  },
  {
    operation: 'POST /api/organizations/{id}/jit/email-domains',
    name: 'answers 422 for a domain the organization has',
    send: ({ client }) =>
      client.post(`/api/organizations/${organization()}/jit/email-domains`, {
        emailDomain: `${suffix}.test`,
      }),
    expected: { status: 422, code: 'entity.unique_integrity_violation' },
  },
  {
    operation: 'PUT /api/organizations/{id}/jit/email-domains',
    name: 'replaces the JIT e-mail domains (204)',
    send: ({ client }) =>
      client.put(`/api/organizations/${organization()}/jit/email-domains`, {
        emailDomains: [`${suffix}.test`, `other-${suffix}.test`],
      }),
    expected: { status: 204 },
  },
  {
    operation: 'GET /api/organizations/{id}/jit/email-domains',
    name: 'lists the JIT e-mail domains',
    send: ({ client }) => client.get(`/api/organizations/${organization()}/jit/email-domains`),
    expected: { status: 200, required: ['tenantId', 'organizationId', 'emailDomain'] },
  },
  {
    operation: 'DELETE /api/organizations/{id}/jit/email-domains/{emailDomain}',
    name: 'removes a JIT e-mail domain (204)',
    send: ({ client }) =>
      client.delete(`/api/organizations/${organization()}/jit/email-domains/other-${suffix}.test`),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organizations/{id}/jit/email-domains/{emailDomain}',
    name: 'answers 404 for a domain the organization does not have',
    send: ({ client }) =>
      client.delete(`/api/organizations/${organization()}/jit/email-domains/nowhere.test`),
    expected: { status: 404, code: 'entity.not_found' },
  },
  {
    operation: 'POST /api/organizations/{id}/jit/roles',
    name: 'adds JIT roles (201)',
    send: async (world) =>
      world.client.post(`/api/organizations/${organization()}/jit/roles`, {
        organizationRoleIds: [(await rolesOf(world)).user],
      }),
    expected: { status: 201 },
  },
  {
    operation: 'PUT /api/organizations/{id}/jit/roles',
    name: 'replaces the JIT roles (204)',
    send: async (world) =>
      world.client.put(`/api/organizations/${organization()}/jit/roles`, {
        organizationRoleIds: [(await rolesOf(world)).user],
      }),
    expected: { status: 204 },
  },
  {
    operation: 'GET /api/organizations/{id}/jit/roles',
    name: 'lists the JIT roles',
    send: ({ client }) => client.get(`/api/organizations/${organization()}/jit/roles`),
    expected: { status: 200, required: organizationRoleFields },
  },
  {
    operation: 'GET /api/organizations/{id}/jit/roles',
    name: 'answers 404 for an unknown organization',
    send: ({ client }) => client.get(`/api/organizations/${missing}/jit/roles`),
    expected: notFound,
  },
  {
    operation: 'DELETE /api/organizations/{id}/jit/roles/{organizationRoleId}',
    name: 'removes a JIT role (204)',
    send: async (world) =>
      world.client.delete(
        `/api/organizations/${organization()}/jit/roles/${(await rolesOf(world)).user}`,
      ),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organizations/{id}/users/{userId}',
    name: 'removes a member (204)',
    send: ({ client, user }) =>
      client.delete(`/api/organizations/${organization()}/users/${user.id}`),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organizations/{id}/users/{userId}',
    name: 'answers 404 entity.not_found for a non-member',
    send: ({ client, user }) =>
      client.delete(`/api/organizations/${organization()}/users/${user.id}`),
    expected: { status: 404, code: 'entity.not_found' },
  },
  {
    operation: 'DELETE /api/organizations/{id}',
    name: 'deletes an organization (204)',
    send: ({ client }) => client.delete(`/api/organizations/${organization()}`),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organizations/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.delete(`/api/organizations/${missing}`),
    expected: notFound,
  },
];

import {
  organizationMemberRolesBodyGuard,
  organizationUserIdsBodyGuard,
  organizationUsersQueryGuard,
  organizationUsersRolesBodyGuard,
} from '@gatehouse/schemas/api/organizations';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import {
  organizationMemberGuard,
  organizationRoleGuard,
  organizationScopeGuard,
} from '@gatehouse/schemas/entities/organization';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import { listMemberScopes, pageMemberRoles } from '../../queries/organization-members.ts';
import { toUserResponse } from '../../responses/member-responses.ts';
import { createOrganizationMemberList } from '../../services/organization-member-list.ts';
import {
  addOrganizationMembers,
  assignMemberRoles,
  removeMemberRole,
  removeOrganizationMember,
  replaceMemberRoles,
  replaceOrganizationMembers,
  requireMembership,
  resolveOrganizationRoleIds,
} from '../../services/organization-members.ts';
import { withRelationRules } from './relation-errors.ts';

const tags = ['Organizations'];
const idParams = z.object({ id: pathIdGuard });
const memberParams = idParams.extend({ userId: pathIdGuard });

/** Members of an organization and their organization roles (`/organizations/{id}/users…`). */
export const registerOrganizationMembersRoutes: ManagementArea = (routes) => {
  // Each node holds the member ids of the organizations listed (services/organization-member-order.ts).
  const memberList = createOrganizationMemberList();
  routes.get(
    '/organizations/:id/users',
    {
      params: idParams,
      query: organizationUsersQueryGuard,
      page: 'required',
      response: z.array(organizationMemberGuard),
      status: [200, 404],
      tags,
      summary: 'List the members of an organization with their organization roles',
    },
    async (_ctx, { params, query, page, tenant }) => {
      const { rows, total } = await memberList.listMembers(tenant, params.id, query, page);
      return {
        rows: rows.map(({ user, organizationRoles }) => ({
          ...toUserResponse(user),
          organizationRoles,
        })),
        total,
      };
    },
  );

  routes.post(
    '/organizations/:id/users',
    {
      params: idParams,
      body: organizationUserIdsBodyGuard,
      response: organizationUserIdsBodyGuard,
      status: [201, 422],
      tags,
      summary: 'Add users to an organization',
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction((tx) => addOrganizationMembers(tx, params.id, body.userIds)),
      );
      ctx.status = 201;
      ctx.body = { userIds: body.userIds };
    },
  );

  routes.put(
    '/organizations/:id/users',
    {
      params: idParams,
      body: organizationUserIdsBodyGuard,
      status: [204, 422],
      tags,
      summary: 'Make these users exactly the members of an organization',
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction((tx) => replaceOrganizationMembers(tx, params.id, body.userIds)),
      );
      ctx.status = 204;
    },
  );

  routes.delete(
    '/organizations/:id/users/:userId',
    {
      params: memberParams,
      status: [204, 404, 422],
      tags,
      summary: 'Remove a member from an organization',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) => removeOrganizationMember(tx, params.id, params.userId));
      ctx.status = 204;
    },
  );

  routes.post(
    '/organizations/:id/users/roles',
    {
      params: idParams,
      body: organizationUsersRolesBodyGuard,
      status: [201, 422],
      tags,
      summary: 'Give organization roles to members',
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction((tx) =>
          assignMemberRoles(tx, params.id, body.userIds, body.organizationRoleIds),
        ),
      );
      ctx.status = 201;
    },
  );

  routes.get(
    '/organizations/:id/users/:userId/roles',
    {
      params: memberParams,
      page: 'optional',
      response: z.array(organizationRoleGuard),
      status: [200, 422],
      tags,
      summary: "A member's organization roles",
    },
    (_ctx, { params, page, tenant }) =>
      tenant.transaction(async (tx) => {
        await requireMembership(tx, params.id, params.userId);
        return pageMemberRoles(tx, params.id, params.userId, page);
      }),
  );

  routes.post(
    '/organizations/:id/users/:userId/roles',
    {
      params: memberParams,
      body: organizationMemberRolesBodyGuard,
      response: z.object({ organizationRoleIds: z.array(z.string().min(1)) }),
      status: [201, 422],
      tags,
      summary: 'Give a member organization roles (by id or name)',
    },
    async (ctx, { params, body, tenant }) => {
      const organizationRoleIds = await withRelationRules(() =>
        tenant.transaction(async (tx) => {
          await requireMembership(tx, params.id, params.userId);
          const roleIds = await resolveOrganizationRoleIds(tx, body);
          await assignMemberRoles(tx, params.id, [params.userId], roleIds);
          return roleIds;
        }),
      );
      ctx.status = 201;
      ctx.body = { organizationRoleIds };
    },
  );

  routes.put(
    '/organizations/:id/users/:userId/roles',
    {
      params: memberParams,
      body: organizationMemberRolesBodyGuard,
      status: [204, 422],
      tags,
      summary: "Make these exactly a member's organization roles (by id or name)",
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction(async (tx) => {
          const roleIds = await resolveOrganizationRoleIds(tx, body);
          await replaceMemberRoles(tx, params.id, params.userId, roleIds);
        }),
      );
      ctx.status = 204;
    },
  );

  routes.delete(
    '/organizations/:id/users/:userId/roles/:organizationRoleId',
    {
      params: memberParams.extend({ organizationRoleId: pathIdGuard }),
      status: [204, 404, 422],
      tags,
      summary: 'Take an organization role from a member',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) =>
        removeMemberRole(tx, params.id, params.userId, params.organizationRoleId),
      );
      ctx.status = 204;
    },
  );

  routes.get(
    '/organizations/:id/users/:userId/scopes',
    {
      params: memberParams,
      response: z.array(organizationScopeGuard),
      status: [200, 422],
      tags,
      summary: 'The organization scopes a member holds through its roles',
    },
    async (ctx, { params, tenant }) => {
      ctx.body = await tenant.transaction(async (tx) => {
        await requireMembership(tx, params.id, params.userId);
        return listMemberScopes(tx, params.id, params.userId);
      });
    },
  );
};

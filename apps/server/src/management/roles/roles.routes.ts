import { generateStandardId } from '@gatehouse/schemas';
import {
  createRoleBodyGuard,
  rolesQueryGuard,
  updateRoleBodyGuard,
} from '@gatehouse/schemas/api/roles';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import {
  isInternalRoleName,
  roleGuard,
  roleWithMembersGuard,
} from '@gatehouse/schemas/entities/role';
import { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  deleteRole,
  findRoleByName,
  insertRole,
  roleSearchFields,
  updateRole,
} from '../../queries/roles.ts';
import { listRolesWithMembers } from '../../services/role-list.ts';
import {
  addScopesToRole,
  assertDefaultAllowed,
  assertEditableRole,
  internalRoleViolation,
  requireRole,
} from '../../services/role-rules.ts';
import { registerHeldRolesRoutes } from './held-roles.routes.ts';
import { registerRoleMembersRoutes } from './role-members.routes.ts';
import { registerRoleScopesRoutes } from './role-scopes.routes.ts';

const idParams = z.object({ id: pathIdGuard });
const tags = ['Roles'];

const assertNameFree = async (tx: TenantTx, name: string, exceptId?: string) => {
  if (isInternalRoleName(name)) throw internalRoleViolation();
  if (await findRoleByName(tx, name, exceptId)) {
    throw new ApiError('role.name_in_use', { status: 422, interpolation: { name } });
  }
};

/**
 * Roles (contract "Roles"), plus the role assignments seen from users and applications
 * (`/users/{userId}/roles`, `/applications/{applicationId}/roles`), which follow the same rules.
 */
export const registerRolesRoutes: ManagementArea = (routes, app) => {
  routes.get(
    '/roles',
    {
      query: rolesQueryGuard,
      page: 'required',
      search: roleSearchFields,
      response: z.array(roleWithMembersGuard),
      status: 200,
      tags,
      summary: 'List roles with their member counts and featured members (paged, searchable)',
    },
    (_ctx, { query, page, search, tenant }) =>
      tenant.transaction((tx) => listRolesWithMembers(tx, { ...query, search, page })),
  );

  routes.post(
    '/roles',
    {
      body: createRoleBodyGuard,
      response: roleGuard,
      status: [200, 400, 403, 404, 422],
      tags,
      summary: 'Create a role, optionally with scopes',
    },
    async (ctx, { body, tenant }) => {
      const type = body.type ?? 'User';
      assertDefaultAllowed(type, body.isDefault);
      ctx.body = await tenant.transaction(async (tx) => {
        await assertNameFree(tx, body.name);
        const role = await insertRole(tx, {
          id: generateStandardId(),
          name: body.name,
          description: body.description,
          type,
          isDefault: body.isDefault ?? false,
        });
        await addScopesToRole(tx, role, body.scopeIds ?? [], { isNewRole: true });
        return role;
      });
    },
  );

  routes.get(
    '/roles/:id',
    { params: idParams, response: roleGuard, status: [200, 404], tags },
    async (ctx, { params, tenant }) => {
      ctx.body = await tenant.transaction((tx) => requireRole(tx, params.id));
    },
  );

  routes.patch(
    '/roles/:id',
    {
      params: idParams,
      body: updateRoleBodyGuard,
      response: roleGuard,
      status: [200, 400, 403, 404, 422],
      tags,
      summary: 'Rename a role, change its description or whether new users get it',
    },
    async (ctx, { params, body, tenant }) => {
      const role = await tenant.transaction(async (tx) => {
        const role = await requireRole(tx, params.id);
        assertEditableRole(role);
        assertDefaultAllowed(role.type, body.isDefault);
        if (body.name !== undefined) await assertNameFree(tx, body.name, role.id);
        return updateRole(tx, role.id, body);
      });
      assertFound(role, 'role', params.id);
      ctx.body = role;
    },
  );

  routes.delete(
    '/roles/:id',
    { params: idParams, status: [204, 403, 404], tags, summary: 'Delete a role' },
    async (ctx, { params, tenant }) => {
      await tenant.transaction(async (tx) => {
        assertEditableRole(await requireRole(tx, params.id));
        await deleteRole(tx, params.id);
      });
      ctx.status = 204;
    },
  );

  registerRoleMembersRoutes(routes, app);
  registerRoleScopesRoutes(routes, app);
  registerHeldRolesRoutes(routes, app);
};

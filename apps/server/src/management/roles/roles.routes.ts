import { generateStandardId } from '@gatehouse/schemas';
import {
  createRoleBodyGuard,
  rolesQueryGuard,
  updateRoleBodyGuard,
} from '@gatehouse/schemas/api/roles';
import { entityIdGuard } from '@gatehouse/schemas/entities/common';
import {
  isInternalRoleName,
  roleGuard,
  roleWithMembersGuard,
} from '@gatehouse/schemas/entities/role';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import { pageQueryShape, readPage, setPageHeaders } from '../../http/pagination.ts';
import { readSearch } from '../../http/search.ts';
import {
  deleteRole,
  findRoleByName,
  insertRole,
  roleSearchFields,
  updateRole,
} from '../../queries/roles.ts';
import type { ManagementArea } from '../../routers/management.router.ts';
import { listRolesWithMembers } from '../../services/role-list.ts';
import {
  addScopesToRole,
  assertDefaultAllowed,
  assertEditableRole,
  internalRoleViolation,
  requireRole,
} from '../../services/role-rules.ts';
import { registerApplicationRolesRoutes } from './application-roles.routes.ts';
import { registerRoleMembersRoutes } from './role-members.routes.ts';
import { registerRoleScopesRoutes } from './role-scopes.routes.ts';
import { registerUserRolesRoutes } from './user-roles.routes.ts';

const idParams = z.object({ id: entityIdGuard });
const tags = ['Roles'];

const assertNameFree = async (tx: Queryable, tenantId: string, name: string, exceptId?: string) => {
  if (isInternalRoleName(name)) throw internalRoleViolation();
  if (await findRoleByName(tx, tenantId, name, exceptId)) {
    throw new ApiError('role.name_in_use', { status: 422, interpolation: { name } });
  }
};

/**
 * Roles (contract "Roles"), plus the role assignments seen from users and applications
 * (`/users/{userId}/roles`, `/applications/{applicationId}/roles`), which follow the same rules.
 */
export const registerRolesRoutes: ManagementArea = (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/roles',
    {
      query: rolesQueryGuard.extend(pageQueryShape),
      response: z.array(roleWithMembersGuard),
      status: [200, 400],
      tags,
      summary: 'List roles with their member counts and featured members (paged, searchable)',
    },
    async (ctx, { query }) => {
      const tenantId: string = ctx.state.tenant.id;
      const page = readPage(ctx);
      const search = readSearch(ctx, roleSearchFields);
      const { total, roles } = await withTenant(db, tenantId, (tx) =>
        listRolesWithMembers(tx, tenantId, { ...query, search, page }),
      );
      setPageHeaders(ctx, page, total);
      ctx.body = roles;
    },
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
    async (ctx, { body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const type = body.type ?? 'User';
      assertDefaultAllowed(type, body.isDefault);
      ctx.body = await withTenant(db, tenantId, async (tx) => {
        await assertNameFree(tx, tenantId, body.name);
        const role = await insertRole(tx, tenantId, {
          id: generateStandardId(),
          name: body.name,
          description: body.description,
          type,
          isDefault: body.isDefault ?? false,
        });
        await addScopesToRole(tx, tenantId, role, body.scopeIds ?? [], { isNewRole: true });
        return role;
      });
    },
  );

  routes.get(
    '/roles/:id',
    { params: idParams, response: roleGuard, status: [200, 404], tags },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      ctx.body = await withTenant(db, tenantId, (tx) => requireRole(tx, tenantId, params.id));
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
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const role = await withTenant(db, tenantId, async (tx) => {
        const role = await requireRole(tx, tenantId, params.id);
        assertEditableRole(role);
        assertDefaultAllowed(role.type, body.isDefault);
        if (body.name !== undefined) await assertNameFree(tx, tenantId, body.name, role.id);
        return updateRole(tx, tenantId, role.id, body);
      });
      assertFound(role, 'role', params.id);
      ctx.body = role;
    },
  );

  routes.delete(
    '/roles/:id',
    { params: idParams, status: [204, 403, 404], tags, summary: 'Delete a role' },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, async (tx) => {
        assertEditableRole(await requireRole(tx, tenantId, params.id));
        await deleteRole(tx, tenantId, params.id);
      });
      ctx.status = 204;
    },
  );

  registerRoleMembersRoutes(routes, app);
  registerRoleScopesRoutes(routes, app);
  registerUserRolesRoutes(routes, app);
  registerApplicationRolesRoutes(routes, app);
};

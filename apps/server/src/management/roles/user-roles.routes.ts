import { assignedRoleIdsGuard, roleIdsBodyGuard } from '@gatehouse/schemas/api/roles';
import { entityIdGuard } from '@gatehouse/schemas/entities/common';
import { roleGuard } from '@gatehouse/schemas/entities/role';
import { z } from 'zod';
import { withTenant } from '../../db/tenant-scope.ts';
import { pageQueryShape, readPage, setPageHeaders } from '../../http/pagination.ts';
import { readSearch } from '../../http/search.ts';
import { roleSearchFields } from '../../queries/roles.ts';
import type { ManagementArea } from '../../routers/management.router.ts';
import {
  listHeldRoles,
  removeHeldRole,
  requireUser,
  setUserRoles,
} from '../../services/role-members.ts';
import { requireRole } from '../../services/role-rules.ts';

const userParams = z.object({ userId: entityIdGuard });
const tags = ['Users'];

/** A user's roles (`/users/{userId}/roles`): User roles only. */
export const registerUserRolesRoutes: ManagementArea = (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/users/:userId/roles',
    {
      params: userParams,
      query: z.object(pageQueryShape),
      response: z.array(roleGuard),
      status: [200, 400, 404],
      tags,
      summary: "List a user's roles (paged, searchable)",
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const page = readPage(ctx);
      const search = readSearch(ctx, roleSearchFields);
      const [total, roles] = await withTenant(db, tenantId, async (tx) => {
        await requireUser(tx, tenantId, params.userId);
        return listHeldRoles(tx, tenantId, { userId: params.userId }, { search, page });
      });
      setPageHeaders(ctx, page, total);
      ctx.body = roles;
    },
  );

  routes.post(
    '/users/:userId/roles',
    {
      params: userParams,
      body: roleIdsBodyGuard,
      response: assignedRoleIdsGuard,
      status: [201, 403, 404, 422],
      tags,
      summary: 'Give roles to a user; roles held already are skipped',
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const result = await withTenant(db, tenantId, async (tx) => {
        await requireUser(tx, tenantId, params.userId);
        return setUserRoles(tx, tenantId, params.userId, body.roleIds, 'add');
      });
      ctx.status = 201;
      ctx.body = result;
    },
  );

  routes.put(
    '/users/:userId/roles',
    {
      params: userParams,
      body: roleIdsBodyGuard,
      response: z.object({ roleIds: z.array(z.string()) }),
      status: [200, 403, 404, 422],
      tags,
      summary: "Replace a user's roles",
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const { roleIds } = await withTenant(db, tenantId, async (tx) => {
        await requireUser(tx, tenantId, params.userId);
        return setUserRoles(tx, tenantId, params.userId, body.roleIds, 'replace');
      });
      ctx.body = { roleIds };
    },
  );

  routes.delete(
    '/users/:userId/roles/:roleId',
    {
      params: userParams.extend({ roleId: entityIdGuard }),
      status: [204, 403, 404],
      tags,
      summary: 'Take a role away from a user',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, async (tx) => {
        await requireUser(tx, tenantId, params.userId);
        const role = await requireRole(tx, tenantId, params.roleId);
        await removeHeldRole(tx, tenantId, { userId: params.userId }, role);
      });
      ctx.status = 204;
    },
  );
};

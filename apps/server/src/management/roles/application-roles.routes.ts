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
  requireMachineApplication,
  setApplicationRoles,
} from '../../services/role-members.ts';
import { requireRole } from '../../services/role-rules.ts';

const applicationParams = z.object({ applicationId: entityIdGuard });
const tags = ['Applications'];

/**
 * An application's roles (`/applications/{applicationId}/roles`): machine-to-machine applications
 * and roles only. Their scopes go into the application's client-credentials tokens.
 */
export const registerApplicationRolesRoutes: ManagementArea = (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/applications/:applicationId/roles',
    {
      params: applicationParams,
      query: z.object(pageQueryShape),
      response: z.array(roleGuard),
      status: [200, 400, 404, 422],
      tags,
      summary: "List a machine-to-machine application's roles (paged, searchable)",
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const page = readPage(ctx);
      const search = readSearch(ctx, roleSearchFields);
      const [total, roles] = await withTenant(db, tenantId, async (tx) => {
        await requireMachineApplication(tx, tenantId, params.applicationId);
        return listHeldRoles(
          tx,
          tenantId,
          { applicationId: params.applicationId },
          { search, page },
        );
      });
      setPageHeaders(ctx, page, total);
      ctx.body = roles;
    },
  );

  routes.post(
    '/applications/:applicationId/roles',
    {
      params: applicationParams,
      body: roleIdsBodyGuard,
      response: assignedRoleIdsGuard,
      status: [201, 403, 404, 422],
      tags,
      summary: 'Give roles to an application; roles held already are skipped',
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const result = await withTenant(db, tenantId, async (tx) => {
        await requireMachineApplication(tx, tenantId, params.applicationId);
        return setApplicationRoles(tx, tenantId, params.applicationId, body.roleIds, 'add');
      });
      ctx.status = 201;
      ctx.body = result;
    },
  );

  routes.put(
    '/applications/:applicationId/roles',
    {
      params: applicationParams,
      body: roleIdsBodyGuard,
      status: [200, 403, 404, 422],
      tags,
      summary: "Replace an application's roles",
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, async (tx) => {
        await requireMachineApplication(tx, tenantId, params.applicationId);
        await setApplicationRoles(tx, tenantId, params.applicationId, body.roleIds, 'replace');
      });
      ctx.status = 200;
    },
  );

  routes.delete(
    '/applications/:applicationId/roles/:roleId',
    {
      params: applicationParams.extend({ roleId: entityIdGuard }),
      status: [204, 403, 404, 422],
      tags,
      summary: 'Take a role away from an application',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, async (tx) => {
        await requireMachineApplication(tx, tenantId, params.applicationId);
        const role = await requireRole(tx, tenantId, params.roleId);
        await removeHeldRole(tx, tenantId, { applicationId: params.applicationId }, role);
      });
      ctx.status = 204;
    },
  );
};

import { roleScopeIdsBodyGuard } from '@gatehouse/schemas/api/roles';
import { entityIdGuard } from '@gatehouse/schemas/entities/common';
import { scopeGuard, scopeWithResourceGuard } from '@gatehouse/schemas/entities/resource';
import { z } from 'zod';
import { withTenant } from '../../db/tenant-scope.ts';
import { ApiError } from '../../http/api-error.ts';
import { pageQueryShape, readPage, setPageHeaders } from '../../http/pagination.ts';
import { readSearch } from '../../http/search.ts';
import { listResources } from '../../queries/resources.ts';
import { deleteRoleScopes, listRoleScopeIds } from '../../queries/roles-scopes.ts';
import { countScopes, listScopes, scopeSearchFields } from '../../queries/scopes.ts';
import type { ManagementArea } from '../../routers/management.router.ts';
import { addScopesToRole, assertEditableRole, requireRole } from '../../services/role-rules.ts';
import { toResourceResponse, toScopeResponse } from '../resources/resource-responses.ts';

const idParams = z.object({ id: entityIdGuard });
const tags = ['Roles'];

/** The permissions a role grants (`/roles/{id}/scopes`). */
export const registerRoleScopesRoutes: ManagementArea = (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/roles/:id/scopes',
    {
      params: idParams,
      query: z.object(pageQueryShape),
      response: z.array(scopeWithResourceGuard),
      status: [200, 400, 404],
      tags,
      summary: 'List the scopes a role grants, each with its resource',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const page = readPage(ctx, { optional: true });
      const search = readSearch(ctx, scopeSearchFields);
      const { total, rows } = await withTenant(db, tenantId, async (tx) => {
        await requireRole(tx, tenantId, params.id);
        const filter = { ids: await listRoleScopeIds(tx, tenantId, params.id) };
        const scopes = await listScopes(tx, tenantId, filter, { search, page });
        const resources = new Map(
          (await listResources(tx, tenantId)).map((row) => [row.id, toResourceResponse(row)]),
        );
        return {
          total: page ? await countScopes(tx, tenantId, filter, search) : scopes.length,
          rows: scopes.map((scope) => ({
            ...toScopeResponse(scope),
            resource: resources.get(scope.resourceId)!,
          })),
        };
      });
      if (page) setPageHeaders(ctx, page, total);
      ctx.body = rows;
    },
  );

  routes.post(
    '/roles/:id/scopes',
    {
      params: idParams,
      body: roleScopeIdsBodyGuard,
      response: z.array(scopeGuard),
      status: [201, 400, 403, 404, 422],
      tags,
      summary: 'Grant scopes through a role; answers every scope the role grants now',
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const rows = await withTenant(db, tenantId, async (tx) => {
        const role = await requireRole(tx, tenantId, params.id);
        assertEditableRole(role);
        await addScopesToRole(tx, tenantId, role, body.scopeIds);
        return listScopes(tx, tenantId, { ids: await listRoleScopeIds(tx, tenantId, role.id) });
      });
      ctx.status = 201;
      ctx.body = rows.map(toScopeResponse);
    },
  );

  routes.delete(
    '/roles/:id/scopes/:scopeId',
    {
      params: idParams.extend({ scopeId: entityIdGuard }),
      status: [204, 403, 404],
      tags,
      summary: 'Stop granting a scope through a role',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, async (tx) => {
        assertEditableRole(await requireRole(tx, tenantId, params.id));
        const removed = await deleteRoleScopes(tx, tenantId, params.id, [params.scopeId]);
        if (removed === 0) throw new ApiError('entity.not_found', { status: 404 });
      });
      ctx.status = 204;
    },
  );
};

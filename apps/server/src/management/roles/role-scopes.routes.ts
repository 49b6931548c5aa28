import { roleScopeIdsBodyGuard } from '@gatehouse/schemas/api/roles';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { scopeGuard, scopeWithResourceGuard } from '@gatehouse/schemas/entities/resource';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { listResources } from '../../queries/resources.ts';
import { deleteRoleScopes, listRoleScopeIds } from '../../queries/roles-scopes.ts';
import { countScopes, listScopes, scopeSearchFields } from '../../queries/scopes.ts';
import { toResourceResponse, toScopeResponse } from '../../responses/resource-responses.ts';
import { addScopesToRole, assertEditableRole, requireRole } from '../../services/role-rules.ts';

const idParams = z.object({ id: pathIdGuard });
const tags = ['Roles'];

/** The permissions a role grants (`/roles/{id}/scopes`). */
export const registerRoleScopesRoutes: ManagementArea = (routes) => {
  routes.get(
    '/roles/:id/scopes',
    {
      params: idParams,
      page: 'optional',
      search: scopeSearchFields,
      response: z.array(scopeWithResourceGuard),
      status: [200, 404],
      tags,
      summary: 'List the scopes a role grants, each with its resource',
    },
    (_ctx, { params, page, search, tenant }) =>
      tenant.transaction(async (tx) => {
        await requireRole(tx, params.id);
        const filter = { ids: await listRoleScopeIds(tx, params.id) };
        const scopes = await listScopes(tx, filter, { search, page });
        const resources = new Map(
          (await listResources(tx)).map((row) => [row.id, toResourceResponse(row)]),
        );
        return {
          total: page ? await countScopes(tx, filter, search) : scopes.length,
          rows: scopes.map((scope) => ({
            ...toScopeResponse(scope),
            resource: resources.get(scope.resourceId)!,
          })),
        };
      }),
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
    async (ctx, { params, body, tenant }) => {
      const rows = await tenant.transaction(async (tx) => {
        const role = await requireRole(tx, params.id);
        assertEditableRole(role);
        await addScopesToRole(tx, role, body.scopeIds);
        return listScopes(tx, { ids: await listRoleScopeIds(tx, role.id) });
      });
      ctx.status = 201;
      ctx.body = rows.map(toScopeResponse);
    },
  );

  routes.delete(
    '/roles/:id/scopes/:scopeId',
    {
      params: idParams.extend({ scopeId: pathIdGuard }),
      status: [204, 403, 404],
      tags,
      summary: 'Stop granting a scope through a role',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction(async (tx) => {
        assertEditableRole(await requireRole(tx, params.id));
        const removed = await deleteRoleScopes(tx, params.id, [params.scopeId]);
        if (removed === 0) throw new ApiError('entity.not_found', { status: 404 });
      });
      ctx.status = 204;
    },
  );
};

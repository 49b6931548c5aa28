import { generateStandardId } from '@gatehouse/schemas';
import { createScopeBodyGuard, updateScopeBodyGuard } from '@gatehouse/schemas/api/resources';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { scopeGuard } from '@gatehouse/schemas/entities/resource';
import { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  countScopes,
  deleteScope,
  findScopeById,
  findScopeByName,
  insertScope,
  listScopes,
  scopeSearchFields,
  updateScope,
} from '../../queries/scopes.ts';
import { toScopeResponse } from '../../responses/resource-responses.ts';
import { requireResource } from './require-resource.ts';

const resourceParams = z.object({ resourceId: pathIdGuard });
const scopeParams = resourceParams.extend({ scopeId: pathIdGuard });
const tags = ['Resources'];

/** Scope names travel space-separated in tokens, so a name with a space would be two scopes. */
const assertNameWithoutSpace = (name: string | undefined) => {
  if (name !== undefined && /\s/.test(name)) {
    throw new ApiError('scope.name_with_space', { status: 400 });
  }
};

const assertNameFree = async (
  tx: TenantTx,
  resourceId: string,
  name: string | undefined,
  exceptId?: string,
) => {
  if (name === undefined) return;
  if (await findScopeByName(tx, resourceId, name, exceptId)) {
    throw new ApiError('scope.name_exists', { status: 422, interpolation: { name } });
  }
};

const requireScopeOf = async (tx: TenantTx, resourceId: string, scopeId: string) => {
  const scope = await findScopeById(tx, scopeId);
  assertFound(scope?.resourceId === resourceId ? scope : undefined, 'scope', scopeId);
  return scope!;
};

/** The permissions (scopes) of an API resource; the management API's stay as seeded. */
export const registerScopesRoutes: ManagementArea = (routes) => {
  routes.get(
    '/resources/:resourceId/scopes',
    {
      params: resourceParams,
      page: 'required',
      search: scopeSearchFields,
      response: z.array(scopeGuard),
      status: [200, 404],
      tags,
      summary:
        'List the scopes of an API resource (paged, searchable); 404 for an unknown resource',
    },
    (_ctx, { params, page, search, tenant }) =>
      tenant.transaction(async (tx) => {
        await requireResource(tx, params.resourceId);
        const filter = { resourceId: params.resourceId };
        return {
          total: await countScopes(tx, filter, search),
          rows: (await listScopes(tx, filter, { search, page })).map(toScopeResponse),
        };
      }),
  );

  routes.post(
    '/resources/:resourceId/scopes',
    {
      params: resourceParams,
      body: createScopeBodyGuard,
      response: scopeGuard,
      status: [201, 400, 404, 422],
      tags,
      summary: 'Add a scope (permission) to an API resource',
    },
    async (ctx, { params, body, tenant }) => {
      assertNameWithoutSpace(body.name);
      const row = await tenant.transaction(async (tx) => {
        await requireResource(tx, params.resourceId, 'cannot_modify_management_api');
        await assertNameFree(tx, params.resourceId, body.name);
        return insertScope(tx, {
          id: generateStandardId(),
          resourceId: params.resourceId,
          name: body.name,
          description: body.description ?? null,
        });
      });
      ctx.status = 201;
      ctx.body = toScopeResponse(row);
    },
  );

  routes.patch(
    '/resources/:resourceId/scopes/:scopeId',
    {
      params: scopeParams,
      body: updateScopeBodyGuard,
      response: scopeGuard,
      status: [200, 400, 404, 422],
      tags,
      summary: 'Rename a scope or change its description',
    },
    async (ctx, { params, body, tenant }) => {
      assertNameWithoutSpace(body.name);
      const row = await tenant.transaction(async (tx) => {
        await requireResource(tx, params.resourceId, 'cannot_modify_management_api');
        await requireScopeOf(tx, params.resourceId, params.scopeId);
        await assertNameFree(tx, params.resourceId, body.name, params.scopeId);
        return updateScope(tx, params.scopeId, body);
      });
      assertFound(row, 'scope', params.scopeId);
      ctx.body = toScopeResponse(row);
    },
  );

  routes.delete(
    '/resources/:resourceId/scopes/:scopeId',
    {
      params: scopeParams,
      status: [204, 400, 404],
      tags,
      summary: 'Delete a scope; roles granting it lose it at once',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction(async (tx) => {
        await requireResource(tx, params.resourceId, 'cannot_modify_management_api');
        await requireScopeOf(tx, params.resourceId, params.scopeId);
        await deleteScope(tx, params.scopeId);
      });
      ctx.status = 204;
    },
  );
};

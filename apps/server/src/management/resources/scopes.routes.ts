import { generateStandardId } from '@gatehouse/schemas';
import { createScopeBodyGuard, updateScopeBodyGuard } from '@gatehouse/schemas/api/resources';
import { entityIdGuard } from '@gatehouse/schemas/entities/common';
import { scopeGuard } from '@gatehouse/schemas/entities/resource';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import { pageQueryShape, readPage, setPageHeaders } from '../../http/pagination.ts';
import { readSearch } from '../../http/search.ts';
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
import type { ManagementArea } from '../../routers/management.router.ts';
import { requireResource } from './require-resource.ts';
import { toScopeResponse } from './resource-responses.ts';

const resourceParams = z.object({ resourceId: entityIdGuard });
const scopeParams = resourceParams.extend({ scopeId: entityIdGuard });
const tags = ['Resources'];

/** Scope names travel space-separated in tokens, so a name with a space would be two scopes. */
const assertNameWithoutSpace = (name: string | undefined) => {
  if (name !== undefined && /\s/.test(name)) {
    throw new ApiError('scope.name_with_space', { status: 400 });
  }
};

const assertNameFree = async (
  tx: Queryable,
  tenantId: string,
  resourceId: string,
  name: string | undefined,
  exceptId?: string,
) => {
  if (name === undefined) return;
  if (await findScopeByName(tx, tenantId, resourceId, name, exceptId)) {
    throw new ApiError('scope.name_exists', { status: 422, interpolation: { name } });
  }
};

const requireScopeOf = async (
  tx: Queryable,
  tenantId: string,
  resourceId: string,
  scopeId: string,
) => {
  const scope = await findScopeById(tx, tenantId, scopeId);
  assertFound(scope?.resourceId === resourceId ? scope : undefined, 'scope', scopeId);
  return scope!;
};

/** The permissions (scopes) of an API resource; the management API's stay as seeded. */
export const registerScopesRoutes: ManagementArea = (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/resources/:resourceId/scopes',
    {
      params: resourceParams,
      query: z.object(pageQueryShape).passthrough(),
      response: z.array(scopeGuard),
      status: 200,
      tags,
      summary: 'List the scopes of an API resource (paged, searchable)',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const page = readPage(ctx);
      const search = readSearch(ctx, scopeSearchFields);
      const filter = { resourceId: params.resourceId };
      const [total, rows] = await withTenant(db, tenantId, async (tx) => [
        await countScopes(tx, tenantId, filter, search),
        await listScopes(tx, tenantId, filter, { search, page }),
      ]);
      setPageHeaders(ctx, page, total);
      ctx.body = rows.map(toScopeResponse);
    },
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
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      assertNameWithoutSpace(body.name);
      const row = await withTenant(db, tenantId, async (tx) => {
        await requireResource(tx, tenantId, params.resourceId, 'cannot_modify_management_api');
        await assertNameFree(tx, tenantId, params.resourceId, body.name);
        return insertScope(tx, tenantId, {
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
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      assertNameWithoutSpace(body.name);
      const row = await withTenant(db, tenantId, async (tx) => {
        await requireResource(tx, tenantId, params.resourceId, 'cannot_modify_management_api');
        await requireScopeOf(tx, tenantId, params.resourceId, params.scopeId);
        await assertNameFree(tx, tenantId, params.resourceId, body.name, params.scopeId);
        return updateScope(tx, tenantId, params.scopeId, body);
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
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, async (tx) => {
        await requireResource(tx, tenantId, params.resourceId, 'cannot_modify_management_api');
        await requireScopeOf(tx, tenantId, params.resourceId, params.scopeId);
        await deleteScope(tx, tenantId, params.scopeId);
      });
      ctx.status = 204;
    },
  );
};

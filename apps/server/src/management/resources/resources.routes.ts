import { generateStandardId } from '@gatehouse/schemas';
import {
  createResourceBodyGuard,
  resourceIsDefaultBodyGuard,
  resourcesQueryGuard,
  updateResourceBodyGuard,
} from '@gatehouse/schemas/api/resources';
import { entityIdGuard } from '@gatehouse/schemas/entities/common';
import { resourceGuard, resourceWithScopesGuard } from '@gatehouse/schemas/entities/resource';
import { z } from 'zod';
import { withTenant } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import { pageQueryShape, readPage, setPageHeaders } from '../../http/pagination.ts';
import {
  clearOtherDefaultResources,
  countResources,
  deleteResource,
  findResourceRowByIndicator,
  insertResource,
  listResources,
  updateResource,
} from '../../queries/resources.ts';
import { listScopes } from '../../queries/scopes.ts';
import type { ManagementArea } from '../../routers/management.router.ts';
import { requireResource } from './require-resource.ts';
import { toResourceResponse, toScopeResponse } from './resource-responses.ts';
import { registerScopesRoutes } from './scopes.routes.ts';

const idParams = z.object({ id: entityIdGuard });
const tags = ['Resources'];

/** API resources (contract "Resources + scopes"); their scopes live in scopes.routes.ts. */
export const registerResourcesRoutes: ManagementArea = (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/resources',
    {
      query: resourcesQueryGuard.extend(pageQueryShape),
      response: z.array(resourceWithScopesGuard),
      status: 200,
      tags,
      summary: 'List API resources, optionally with their scopes',
    },
    async (ctx, { query }) => {
      const tenantId: string = ctx.state.tenant.id;
      const page = readPage(ctx, { optional: true });
      const withScopes = ['true', '1', 'yes'].includes(query.includeScopes ?? '');
      const { total, rows } = await withTenant(db, tenantId, async (tx) => {
        const rows = await listResources(tx, tenantId, page);
        const all = withScopes
          ? await listScopes(tx, tenantId, { resourceIds: rows.map(({ id }) => id) }).then(
              (scopes) => scopes.map(toScopeResponse),
            )
          : [];
        return {
          total: page ? await countResources(tx, tenantId) : rows.length,
          rows: rows.map((row) => ({
            ...toResourceResponse(row),
            ...(withScopes ? { scopes: all.filter((scope) => scope.resourceId === row.id) } : {}),
          })),
        };
      });
      if (page) setPageHeaders(ctx, page, total);
      ctx.body = rows;
    },
  );

  routes.post(
    '/resources',
    {
      body: createResourceBodyGuard,
      response: resourceWithScopesGuard,
      status: [201, 422],
      tags,
      summary: 'Create an API resource',
    },
    async (ctx, { body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const row = await withTenant(db, tenantId, async (tx) => {
        if (await findResourceRowByIndicator(tx, tenantId, body.indicator)) {
          throw new ApiError('resource.resource_identifier_in_use', {
            status: 422,
            interpolation: { indicator: body.indicator },
          });
        }
        return insertResource(tx, tenantId, {
          id: generateStandardId(),
          name: body.name,
          indicator: body.indicator,
          ...(body.accessTokenTtl === undefined ? {} : { accessTokenTtl: body.accessTokenTtl }),
        });
      });
      ctx.status = 201;
      ctx.body = { ...toResourceResponse(row), scopes: [] };
    },
  );

  routes.get(
    '/resources/:id',
    { params: idParams, response: resourceGuard, status: [200, 404], tags },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const row = await withTenant(db, tenantId, (tx) => requireResource(tx, tenantId, params.id));
      ctx.body = toResourceResponse(row);
    },
  );

  routes.patch(
    '/resources/:id',
    {
      params: idParams,
      body: updateResourceBodyGuard,
      response: resourceGuard,
      status: [200, 400, 404],
      tags,
      summary: 'Rename an API resource or change its token lifetime',
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const row = await withTenant(db, tenantId, async (tx) => {
        await requireResource(tx, tenantId, params.id, 'cannot_modify_management_api');
        const { tenantId: _ignored, ...patch } = body;
        return updateResource(tx, tenantId, params.id, patch);
      });
      assertFound(row, 'resource', params.id);
      ctx.body = toResourceResponse(row);
    },
  );

  routes.patch(
    '/resources/:id/is-default',
    {
      params: idParams,
      body: resourceIsDefaultBodyGuard,
      response: resourceGuard,
      status: [200, 404],
      tags,
      summary: 'Make an API resource the default one (at most one per tenant)',
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const row = await withTenant(db, tenantId, async (tx) => {
        await requireResource(tx, tenantId, params.id);
        if (body.isDefault) await clearOtherDefaultResources(tx, tenantId, params.id);
        return updateResource(tx, tenantId, params.id, { isDefault: body.isDefault });
      });
      assertFound(row, 'resource', params.id);
      ctx.body = toResourceResponse(row);
    },
  );

  routes.delete(
    '/resources/:id',
    { params: idParams, status: [204, 400, 404], tags, summary: 'Delete an API resource' },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, async (tx) => {
        await requireResource(tx, tenantId, params.id, 'cannot_delete_management_api');
        await deleteResource(tx, tenantId, params.id);
      });
      ctx.status = 204;
    },
  );

  registerScopesRoutes(routes, app);
};

import { generateStandardId } from '@gatehouse/schemas';
import {
  createResourceBodyGuard,
  resourceIsDefaultBodyGuard,
  resourcesQueryGuard,
  updateResourceBodyGuard,
} from '@gatehouse/schemas/api/resources';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { resourceGuard, resourceWithScopesGuard } from '@gatehouse/schemas/entities/resource';
import { z } from 'zod';
import { ApiError, assertFound } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
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
import { toResourceResponse, toScopeResponse } from '../../responses/resource-responses.ts';
import { requireResource } from './require-resource.ts';
import { registerScopesRoutes } from './scopes.routes.ts';

const idParams = z.object({ id: pathIdGuard });
const tags = ['Resources'];

/** API resources (contract "Resources + scopes"); their scopes live in scopes.routes.ts. */
export const registerResourcesRoutes: ManagementArea = (routes, app) => {
  routes.get(
    '/resources',
    {
      query: resourcesQueryGuard,
      page: 'optional',
      response: z.array(resourceWithScopesGuard),
      status: 200,
      tags,
      summary: 'List API resources, optionally with their scopes',
    },
    (_ctx, { query, page, tenant }) => {
      const withScopes = ['true', '1', 'yes'].includes(query.includeScopes ?? '');
      return tenant.transaction(async (tx) => {
        const rows = await listResources(tx, page);
        const all = withScopes
          ? await listScopes(tx, { resourceIds: rows.map(({ id }) => id) }).then((scopes) =>
              scopes.map(toScopeResponse),
            )
          : [];
        return {
          total: page ? await countResources(tx) : rows.length,
          rows: rows.map((row) => ({
            ...toResourceResponse(row),
            ...(withScopes ? { scopes: all.filter((scope) => scope.resourceId === row.id) } : {}),
          })),
        };
      });
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
    async (ctx, { body, tenant }) => {
      const row = await tenant.transaction(async (tx) => {
        if (await findResourceRowByIndicator(tx, body.indicator)) {
          throw new ApiError('resource.resource_identifier_in_use', {
            status: 422,
            interpolation: { indicator: body.indicator },
          });
        }
        return insertResource(tx, {
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
    async (ctx, { params, tenant }) => {
      const row = await tenant.transaction((tx) => requireResource(tx, params.id));
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
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction(async (tx) => {
        await requireResource(tx, params.id, 'cannot_modify_management_api');
        const { tenantId: _ignored, ...patch } = body;
        return updateResource(tx, params.id, patch);
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
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction(async (tx) => {
        await requireResource(tx, params.id);
        if (body.isDefault) await clearOtherDefaultResources(tx, params.id);
        return updateResource(tx, params.id, { isDefault: body.isDefault });
      });
      assertFound(row, 'resource', params.id);
      ctx.body = toResourceResponse(row);
    },
  );

  routes.delete(
    '/resources/:id',
    { params: idParams, status: [204, 400, 404], tags, summary: 'Delete an API resource' },
    async (ctx, { params, tenant }) => {
      await tenant.transaction(async (tx) => {
        await requireResource(tx, params.id, 'cannot_delete_management_api');
        await deleteResource(tx, params.id);
      });
      ctx.status = 204;
    },
  );

  registerScopesRoutes(routes, app);
};

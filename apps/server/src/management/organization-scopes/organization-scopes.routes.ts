import {
  createOrganizationScopeBodyGuard,
  organizationTemplateQueryGuard,
  updateOrganizationScopeBodyGuard,
} from '@gatehouse/schemas/api/organization-template';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { organizationScopeGuard } from '@gatehouse/schemas/entities/organization';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  countOrganizationScopes,
  deleteOrganizationScope,
  listOrganizationScopes,
  updateOrganizationScope,
} from '../../queries/organization-scopes.ts';
import {
  createOrganizationScope,
  requireOrganizationScope,
} from '../../services/organization-template.ts';

const idParams = z.object({ id: pathIdGuard });
const tags = ['Organization scopes'];

/**
 * `/api/organization-scopes`: the permissions of the organization template. A taken name is the
 * database's unique index answering 422 `entity.unique_integrity_violation`, as in Logto.
 */
export const registerOrganizationScopesRoutes: ManagementArea = (routes) => {
  routes.get(
    '/organization-scopes',
    {
      query: organizationTemplateQueryGuard,
      page: 'optional',
      response: z.array(organizationScopeGuard),
      status: 200,
      tags,
      summary: 'List organization scopes (paging optional; `q` searches id, name, description)',
    },
    (_ctx, { query, page, tenant }) =>
      tenant.transaction(async (tx) => {
        const filter = { q: query.q };
        const rows = await listOrganizationScopes(tx, filter, page);
        return { rows, total: page ? await countOrganizationScopes(tx, filter) : rows.length };
      }),
  );

  routes.post(
    '/organization-scopes',
    {
      body: createOrganizationScopeBodyGuard,
      response: organizationScopeGuard,
      status: [201, 422],
      tags,
      summary: 'Create an organization scope',
    },
    async (ctx, { body, tenant }) => {
      ctx.body = await tenant.transaction((tx) => createOrganizationScope(tx, body));
      ctx.status = 201;
    },
  );

  routes.get(
    '/organization-scopes/:id',
    {
      params: idParams,
      response: organizationScopeGuard,
      status: [200, 404],
      tags,
      summary: 'Get an organization scope',
    },
    async (ctx, { params, tenant }) => {
      ctx.body = await tenant.transaction((tx) => requireOrganizationScope(tx, params.id));
    },
  );

  routes.patch(
    '/organization-scopes/:id',
    {
      params: idParams,
      body: updateOrganizationScopeBodyGuard,
      response: organizationScopeGuard,
      status: [200, 404, 422],
      tags,
      summary: 'Rename an organization scope or change its description',
    },
    async (ctx, { params, body, tenant }) => {
      const { tenantId: _ignored, ...patch } = body;
      ctx.body = await tenant.transaction(async (tx) => {
        await requireOrganizationScope(tx, params.id);
        return (
          (await updateOrganizationScope(tx, params.id, patch)) ??
          requireOrganizationScope(tx, params.id)
        );
      });
    },
  );

  routes.delete(
    '/organization-scopes/:id',
    {
      params: idParams,
      status: [204, 404],
      tags,
      summary: 'Delete an organization scope; roles granting it lose it',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction(async (tx) => {
        await requireOrganizationScope(tx, params.id);
        await deleteOrganizationScope(tx, params.id);
      });
      ctx.status = 204;
    },
  );
};

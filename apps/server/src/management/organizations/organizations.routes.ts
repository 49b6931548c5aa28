import {
  createOrganizationBodyGuard,
  organizationsQueryGuard,
  updateOrganizationBodyGuard,
} from '@gatehouse/schemas/api/organizations';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import {
  organizationGuard,
  organizationWithFeaturedUsersGuard,
} from '@gatehouse/schemas/entities/organization';
import { z } from 'zod';
import { assertFound } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { deleteOrganization } from '../../queries/organizations.ts';
import { toOrganizationResponse } from '../../responses/organization-responses.ts';
import { isYes } from '../../responses/user-responses.ts';
import {
  createOrganization,
  listOrganizations,
  patchOrganization,
  requireOrganization,
} from '../../services/organization-management.ts';
import { registerHeldOrganizationsRoutes } from './held-organizations.routes.ts';
import { registerOrganizationApplicationsRoutes } from './organization-applications.routes.ts';
import { registerOrganizationJitRoutes } from './organization-jit.routes.ts';
import { registerOrganizationMembersRoutes } from './organization-members.routes.ts';

const idParams = z.object({ id: pathIdGuard });
const tags = ['Organizations'];

/** Organizations (contract "Organizations"), their members, applications and JIT settings. */
export const registerOrganizationsRoutes: ManagementArea = (routes, app) => {
  routes.get(
    '/organizations',
    {
      query: organizationsQueryGuard,
      page: 'required',
      response: z.array(organizationWithFeaturedUsersGuard),
      status: 200,
      tags,
      summary: 'List organizations (paged; `q` searches id and name)',
    },
    async (_ctx, { query, page, tenant }) => {
      const { rows, total } = await tenant.transaction((tx) =>
        listOrganizations(tx, { q: query.q, showFeatured: isYes(query.showFeatured), page }),
      );
      return {
        rows: rows.map(({ usersCount, featuredUsers, ...row }) => ({
          ...toOrganizationResponse(row),
          ...(usersCount === undefined ? {} : { usersCount }),
          ...(featuredUsers === undefined ? {} : { featuredUsers }),
        })),
        total,
      };
    },
  );

  routes.post(
    '/organizations',
    {
      body: createOrganizationBodyGuard,
      response: organizationGuard,
      status: [201, 422],
      tags,
      summary: 'Create an organization',
    },
    async (ctx, { body, tenant }) => {
      const row = await tenant.transaction((tx) => createOrganization(tx, body));
      ctx.status = 201;
      ctx.body = toOrganizationResponse(row);
    },
  );

  routes.get(
    '/organizations/:id',
    { params: idParams, response: organizationGuard, status: [200, 404], tags },
    async (ctx, { params, tenant }) => {
      ctx.body = toOrganizationResponse(
        await tenant.transaction((tx) => requireOrganization(tx, params.id)),
      );
    },
  );

  routes.patch(
    '/organizations/:id',
    {
      params: idParams,
      body: updateOrganizationBodyGuard,
      response: organizationGuard,
      status: [200, 404, 422],
      tags,
      summary: 'Update an organization',
    },
    async (ctx, { params, body, tenant }) => {
      ctx.body = toOrganizationResponse(
        await tenant.transaction((tx) => patchOrganization(tx, params.id, body)),
      );
    },
  );

  routes.delete(
    '/organizations/:id',
    { params: idParams, status: [204, 404], tags, summary: 'Delete an organization' },
    async (ctx, { params, tenant }) => {
      const deleted = await tenant.transaction((tx) => deleteOrganization(tx, params.id));
      assertFound(deleted || undefined, 'organization', params.id);
      ctx.status = 204;
    },
  );

  registerOrganizationMembersRoutes(routes, app);
  registerOrganizationApplicationsRoutes(routes, app);
  registerOrganizationJitRoutes(routes, app);
  registerHeldOrganizationsRoutes(routes, app);
};

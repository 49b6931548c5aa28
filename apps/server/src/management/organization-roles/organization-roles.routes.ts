import {
  createOrganizationRoleBodyGuard,
  organizationTemplateQueryGuard,
  updateOrganizationRoleBodyGuard,
} from '@gatehouse/schemas/api/organization-template';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import {
  organizationRoleGuard,
  organizationRoleWithScopesGuard,
} from '@gatehouse/schemas/entities/organization';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  countOrganizationRoles,
  deleteOrganizationRole,
  listOrganizationRoles,
  updateOrganizationRole,
} from '../../queries/organization-roles.ts';
import {
  createOrganizationRole,
  requireOrganizationRole,
  withRoleScopes,
} from '../../services/organization-template.ts';
import { registerOrganizationRoleScopesRoutes } from './organization-role-scopes.routes.ts';
import { refusingUnknownIds } from './unknown-ids.ts';

const idParams = z.object({ id: pathIdGuard });
const tags = ['Organization roles'];

/** `/api/organization-roles`: the roles of the organization template and what they grant. */
export const registerOrganizationRolesRoutes: ManagementArea = (routes, app) => {
  routes.get(
    '/organization-roles',
    {
      query: organizationTemplateQueryGuard,
      page: 'required',
      response: z.array(organizationRoleWithScopesGuard),
      status: 200,
      tags,
      summary:
        'List organization roles with their scopes (paged; `q` searches id, name, description)',
    },
    (_ctx, { query, page, tenant }) =>
      tenant.transaction(async (tx) => {
        const filter = { q: query.q };
        const roles = await listOrganizationRoles(tx, filter, page);
        return {
          rows: await withRoleScopes(tx, roles),
          total: await countOrganizationRoles(tx, filter),
        };
      }),
  );

  routes.post(
    '/organization-roles',
    {
      body: createOrganizationRoleBodyGuard,
      response: organizationRoleGuard,
      status: [201, 422],
      tags,
      summary: 'Create an organization role with the organization and resource scopes it grants',
    },
    async (ctx, { body, tenant }) => {
      ctx.body = await refusingUnknownIds(() =>
        tenant.transaction((tx) => createOrganizationRole(tx, body)),
      );
      ctx.status = 201;
    },
  );

  routes.get(
    '/organization-roles/:id',
    {
      params: idParams,
      response: organizationRoleGuard,
      status: [200, 404],
      tags,
      summary: 'Get an organization role',
    },
    async (ctx, { params, tenant }) => {
      ctx.body = await tenant.transaction((tx) => requireOrganizationRole(tx, params.id));
    },
  );

  routes.patch(
    '/organization-roles/:id',
    {
      params: idParams,
      body: updateOrganizationRoleBodyGuard,
      response: organizationRoleGuard,
      status: [200, 404, 422],
      tags,
      summary: 'Rename an organization role, change its description or type',
    },
    async (ctx, { params, body, tenant }) => {
      const { tenantId: _ignored, ...patch } = body;
      ctx.body = await tenant.transaction(async (tx) => {
        await requireOrganizationRole(tx, params.id);
        return (
          (await updateOrganizationRole(tx, params.id, patch)) ??
          requireOrganizationRole(tx, params.id)
        );
      });
    },
  );

  routes.delete(
    '/organization-roles/:id',
    {
      params: idParams,
      status: [204, 404],
      tags,
      summary: 'Delete an organization role; members holding it lose it',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction(async (tx) => {
        await requireOrganizationRole(tx, params.id);
        await deleteOrganizationRole(tx, params.id);
      });
      ctx.status = 204;
    },
  );

  registerOrganizationRoleScopesRoutes(routes, app);
};

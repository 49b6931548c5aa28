import {
  organizationApplicationIdsBodyGuard,
  organizationApplicationsQueryGuard,
  organizationApplicationsRolesBodyGuard,
  organizationRoleIdsBodyGuard,
} from '@gatehouse/schemas/api/organizations';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import {
  organizationApplicationGuard,
  organizationRoleGuard,
} from '@gatehouse/schemas/entities/organization';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import { pageApplicationRoles } from '../../queries/organization-applications.ts';
import { toApplicationResponse } from '../../responses/member-responses.ts';
import {
  addOrganizationApplications,
  assignApplicationRoles,
  listOrganizationApplications,
  removeApplicationRole,
  removeOrganizationApplication,
  replaceApplicationRoles,
  replaceOrganizationApplications,
  requireApplicationMembership,
} from '../../services/organization-applications.ts';
import { requireOrganization } from '../../services/organization-management.ts';
import { withRelationRules } from './relation-errors.ts';

const tags = ['Organizations'];
const idParams = z.object({ id: pathIdGuard });
const applicationParams = idParams.extend({ applicationId: pathIdGuard });

/** Machine-to-machine applications of an organization and their organization roles. */
export const registerOrganizationApplicationsRoutes: ManagementArea = (routes) => {
  routes.get(
    '/organizations/:id/applications',
    {
      params: idParams,
      query: organizationApplicationsQueryGuard,
      page: 'required',
      response: z.array(organizationApplicationGuard),
      status: [200, 404],
      tags,
      summary: 'List the applications of an organization with their organization roles',
    },
    (_ctx, { params, query, page, tenant }) =>
      tenant.transaction(async (tx) => {
        const organization = await requireOrganization(tx, params.id);
        const { rows, total } = await listOrganizationApplications(
          tx,
          organization.id,
          query.q,
          page,
        );
        return {
          rows: rows.map(({ application, organizationRoles }) => ({
            ...toApplicationResponse(application),
            organizationRoles,
          })),
          total,
        };
      }),
  );

  routes.post(
    '/organizations/:id/applications',
    {
      params: idParams,
      body: organizationApplicationIdsBodyGuard,
      status: [201, 422],
      tags,
      summary: 'Add machine-to-machine applications to an organization',
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction((tx) => addOrganizationApplications(tx, params.id, body.applicationIds)),
      );
      ctx.status = 201;
    },
  );

  routes.put(
    '/organizations/:id/applications',
    {
      params: idParams,
      body: organizationApplicationIdsBodyGuard,
      status: [204, 422],
      tags,
      summary: 'Make these exactly the applications of an organization',
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction((tx) =>
          replaceOrganizationApplications(tx, params.id, body.applicationIds),
        ),
      );
      ctx.status = 204;
    },
  );

  routes.delete(
    '/organizations/:id/applications/:applicationId',
    {
      params: applicationParams,
      status: [204, 422],
      tags,
      summary: 'Remove an application from an organization',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) =>
        removeOrganizationApplication(tx, params.id, params.applicationId),
      );
      ctx.status = 204;
    },
  );

  routes.post(
    '/organizations/:id/applications/roles',
    {
      params: idParams,
      body: organizationApplicationsRolesBodyGuard,
      status: [201, 422],
      tags,
      summary: 'Give organization roles to applications of the organization',
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction((tx) =>
          assignApplicationRoles(tx, params.id, body.applicationIds, body.organizationRoleIds),
        ),
      );
      ctx.status = 201;
    },
  );

  routes.get(
    '/organizations/:id/applications/:applicationId/roles',
    {
      params: applicationParams,
      page: 'optional',
      response: z.array(organizationRoleGuard),
      status: [200, 422],
      tags,
      summary: "An application's organization roles",
    },
    (_ctx, { params, page, tenant }) =>
      tenant.transaction(async (tx) => {
        await requireApplicationMembership(tx, params.id, params.applicationId);
        return pageApplicationRoles(tx, params.id, params.applicationId, page);
      }),
  );

  routes.post(
    '/organizations/:id/applications/:applicationId/roles',
    {
      params: applicationParams,
      body: organizationRoleIdsBodyGuard,
      status: [201, 422],
      tags,
      summary: 'Give an application organization roles',
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction(async (tx) => {
          await requireApplicationMembership(tx, params.id, params.applicationId);
          await assignApplicationRoles(
            tx,
            params.id,
            [params.applicationId],
            body.organizationRoleIds,
          );
        }),
      );
      ctx.status = 201;
    },
  );

  routes.put(
    '/organizations/:id/applications/:applicationId/roles',
    {
      params: applicationParams,
      body: organizationRoleIdsBodyGuard,
      status: [204, 422],
      tags,
      summary: "Make these exactly an application's organization roles",
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction((tx) =>
          replaceApplicationRoles(tx, params.id, params.applicationId, body.organizationRoleIds),
        ),
      );
      ctx.status = 204;
    },
  );

  routes.delete(
    '/organizations/:id/applications/:applicationId/roles/:organizationRoleId',
    {
      params: applicationParams.extend({ organizationRoleId: pathIdGuard }),
      status: [204, 404, 422],
      tags,
      summary: 'Take an organization role from an application',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) =>
        removeApplicationRole(tx, params.id, params.applicationId, params.organizationRoleId),
      );
      ctx.status = 204;
    },
  );
};

import {
  applicationCreateGuard,
  applicationPatchGuard,
  applicationsQueryGuard,
} from '@gatehouse/schemas/api/applications';
import { applicationDetailGuard, applicationGuard } from '@gatehouse/schemas/entities/application';
import { entityIdGuard, jsonObjectGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import { withTenant } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import { pageQueryShape, readPage, setPageHeaders } from '../../http/pagination.ts';
import { readSearch } from '../../http/search.ts';
import {
  countApplications,
  deleteApplication,
  findApplicationById,
  findApplications,
  searchableApplicationFields,
  updateApplication,
} from '../../queries/applications.ts';
import type { ManagementArea } from '../../routers/management.router.ts';
import {
  createApplication,
  findApplicationDetail,
  patchApplication,
  toApplicationResponse,
} from '../../services/application-management.ts';

const tags = ['Applications'];
const idParams = z.object({ id: entityIdGuard });

export const registerApplicationCrudRoutes: ManagementArea = (routes, app) => {
  const db = app.database.db;

  routes.get(
    '/applications',
    {
      query: applicationsQueryGuard.extend(pageQueryShape),
      response: z.array(applicationGuard),
      status: 200,
      tags,
      summary: 'List applications (optionally paged), filtered by type, role and third-party flag',
    },
    async (ctx, { query }) => {
      const tenantId: string = ctx.state.tenant.id;
      if (query.excludeRoleId && query.excludeOrganizationId)
        throw new ApiError('request.invalid_input', {
          status: 400,
          interpolation: {
            message: '`excludeRoleId` and `excludeOrganizationId` cannot be used together.',
          },
        });
      const page = readPage(ctx, { optional: true });
      const filter = {
        types: query.types,
        excludeRoleId: query.excludeRoleId,
        isThirdParty: query.isThirdParty === undefined ? undefined : query.isThirdParty === 'true',
        search: readSearch(ctx, searchableApplicationFields),
      };
      const { rows, total } = await withTenant(db, tenantId, async (tx) => ({
        rows: await findApplications(tx, tenantId, filter, page),
        total: page ? await countApplications(tx, tenantId, filter) : 0,
      }));
      if (page) setPageHeaders(ctx, page, total);
      ctx.body = rows.map(toApplicationResponse);
    },
  );

  routes.post(
    '/applications',
    {
      body: applicationCreateGuard,
      response: applicationGuard,
      status: [200, 400, 422],
      tags,
      summary: 'Create an application',
    },
    async (ctx, { body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const row = await withTenant(db, tenantId, (tx) => createApplication(tx, tenantId, body));
      ctx.body = toApplicationResponse(row);
    },
  );

  routes.get(
    '/applications/:id',
    {
      params: idParams,
      response: applicationDetailGuard,
      status: [200, 404],
      tags,
      summary: 'Get an application',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      ctx.body = await withTenant(db, tenantId, (tx) =>
        findApplicationDetail(tx, tenantId, params.id),
      );
    },
  );

  routes.patch(
    '/applications/:id',
    {
      params: idParams,
      body: applicationPatchGuard,
      response: applicationGuard,
      status: [200, 400, 404, 422],
      tags,
      summary: 'Update an application (JSON fields merge key by key)',
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const row = await withTenant(db, tenantId, (tx) =>
        patchApplication(tx, tenantId, params.id, body),
      );
      ctx.body = toApplicationResponse(row);
    },
  );

  routes.delete(
    '/applications/:id',
    { params: idParams, status: [204, 404], tags, summary: 'Delete an application' },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const deleted = await withTenant(db, tenantId, (tx) =>
        deleteApplication(tx, tenantId, params.id),
      );
      assertFound(deleted || undefined, 'application', params.id);
      ctx.status = 204;
    },
  );

  routes.patch(
    '/applications/:applicationId/custom-data',
    {
      params: z.object({ applicationId: entityIdGuard }),
      body: jsonObjectGuard,
      response: jsonObjectGuard,
      status: [200, 404],
      tags,
      summary: 'Merge keys into the custom data of an application',
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const { applicationId } = params;
      const row = await withTenant(db, tenantId, async (tx) => {
        const current = await findApplicationById(tx, tenantId, applicationId);
        assertFound(current, 'application', applicationId);
        return updateApplication(tx, tenantId, applicationId, {
          customData: { ...current.customData, ...body },
        });
      });
      assertFound(row, 'application', applicationId);
      ctx.body = row.customData;
    },
  );
};

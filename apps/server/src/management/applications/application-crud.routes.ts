import {
  applicationCreateGuard,
  applicationPatchGuard,
  applicationsQueryGuard,
} from '@gatehouse/schemas/api/applications';
import { applicationDetailGuard, applicationGuard } from '@gatehouse/schemas/entities/application';
import { jsonObjectGuard, pathIdGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import { ApiError, assertFound } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  countApplications,
  deleteApplication,
  findApplications,
  searchableApplicationFields,
} from '../../queries/applications.ts';
import { toApplicationResponse } from '../../responses/application-responses.ts';
import {
  createApplication,
  findApplicationDetail,
  patchApplication,
  replaceCustomData,
} from '../../services/application-management.ts';

const tags = ['Applications'];
const idParams = z.object({ id: pathIdGuard });

export const registerApplicationCrudRoutes: ManagementArea = (routes, app) => {
  routes.get(
    '/applications',
    {
      query: applicationsQueryGuard,
      page: 'optional',
      search: searchableApplicationFields,
      response: z.array(applicationGuard),
      status: 200,
      tags,
      summary: 'List applications (optionally paged), filtered by type, role and third-party flag',
    },
    async (_ctx, { query, page, search, tenant }) => {
      if (query.excludeRoleId && query.excludeOrganizationId)
        throw new ApiError('request.invalid_input', {
          status: 400,
          interpolation: {
            message: '`excludeRoleId` and `excludeOrganizationId` cannot be used together.',
          },
        });
      const filter = {
        types: query.types,
        excludeRoleId: query.excludeRoleId,
        isThirdParty: query.isThirdParty === undefined ? undefined : query.isThirdParty === 'true',
        search,
      };
      const { rows, total } = await tenant.transaction(async (tx) => ({
        rows: await findApplications(tx, filter, page),
        // Only a paged answer says the total (`Total-Number`).
        total: page ? await countApplications(tx, filter) : 0,
      }));
      return { rows: rows.map((row) => toApplicationResponse(row, app.secretBox)), total };
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
    async (ctx, { body, tenant }) => {
      const row = await tenant.transaction((tx) => createApplication(tx, body, app.secretBox));
      ctx.body = toApplicationResponse(row, app.secretBox);
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
    async (ctx, { params, tenant }) => {
      const { row, isAdmin } = await tenant.transaction((tx) =>
        findApplicationDetail(tx, params.id),
      );
      ctx.body = { ...toApplicationResponse(row, app.secretBox), isAdmin };
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
      summary: 'Update an application (JSON fields sent replace the stored ones)',
    },
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction((tx) => patchApplication(tx, params.id, body));
      ctx.body = toApplicationResponse(row, app.secretBox);
    },
  );

  routes.delete(
    '/applications/:id',
    { params: idParams, status: [204, 404], tags, summary: 'Delete an application' },
    async (ctx, { params, tenant }) => {
      const deleted = await tenant.statement((tx) => deleteApplication(tx, params.id));
      assertFound(deleted || undefined, 'application', params.id);
      ctx.status = 204;
    },
  );

  routes.patch(
    '/applications/:applicationId/custom-data',
    {
      params: z.object({ applicationId: pathIdGuard }),
      body: jsonObjectGuard,
      response: jsonObjectGuard,
      status: [200, 404],
      tags,
      summary: 'Replace the custom data of an application',
    },
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction((tx) =>
        replaceCustomData(tx, params.applicationId, body),
      );
      ctx.body = row.customData;
    },
  );
};

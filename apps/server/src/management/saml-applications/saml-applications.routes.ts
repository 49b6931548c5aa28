import {
  samlApplicationCreateGuard,
  samlApplicationPatchGuard,
} from '@gatehouse/schemas/api/saml-applications';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { samlApplicationDetailGuard } from '@gatehouse/schemas/entities/saml-application';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import { deleteApplication } from '../../queries/applications.ts';
import {
  createSamlApplication,
  patchSamlApplication,
  requireSamlApplication,
  toSamlApplicationDetail,
} from '../../services/saml-applications.ts';
import { registerSamlApplicationSecretRoutes } from './saml-application-secrets.routes.ts';

const tags = ['SAML applications'];
const idParams = z.object({ id: pathIdGuard });

/**
 * Management API of SAML applications (contract endpoints.md "SAML applications"; Gatehouse is
 * the IdP). The anonymous endpoints (metadata, callback, authn) live in `saml-applications/`.
 */
export const registerSamlApplicationsRoutes: ManagementArea = (routes, app) => {
  routes.post(
    '/saml-applications',
    {
      body: samlApplicationCreateGuard,
      response: samlApplicationDetailGuard,
      status: [201, 400, 422],
      tags,
      summary: 'Create a SAML application (with a first, active signing certificate)',
    },
    async (ctx, { body, tenant }) => {
      const detail = await tenant.transaction((tx) =>
        createSamlApplication(tx, body, app.secretBox, tenant.urls.endpoint),
      );
      ctx.status = 201;
      ctx.body = detail;
    },
  );

  routes.get(
    '/saml-applications/:id',
    {
      params: idParams,
      response: samlApplicationDetailGuard,
      status: [200, 404, 422],
      tags,
      summary: 'Get a SAML application',
    },
    async (ctx, { params, tenant }) => {
      const { application, config } = await tenant.transaction((tx) =>
        requireSamlApplication(tx, params.id, { refuseOtherTypes: true }),
      );
      ctx.body = toSamlApplicationDetail(application, config);
    },
  );

  routes.patch(
    '/saml-applications/:id',
    {
      params: idParams,
      body: samlApplicationPatchGuard,
      response: samlApplicationDetailGuard,
      status: [200, 400, 404, 422],
      tags,
      summary: 'Update a SAML application (JSON fields sent replace the stored ones)',
    },
    async (ctx, { params, body, tenant }) => {
      ctx.body = await tenant.transaction((tx) => patchSamlApplication(tx, params.id, body));
    },
  );

  routes.delete(
    '/saml-applications/:id',
    { params: idParams, status: [204, 404, 422], tags, summary: 'Delete a SAML application' },
    async (ctx, { params, tenant }) => {
      await tenant.transaction(async (tx) => {
        await requireSamlApplication(tx, params.id, { refuseOtherTypes: true });
        await deleteApplication(tx, params.id);
      });
      ctx.status = 204;
    },
  );

  registerSamlApplicationSecretRoutes(routes, app);
};

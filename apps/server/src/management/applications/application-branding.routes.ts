import { applicationSignInExperienceBodyGuard } from '@gatehouse/schemas/api/applications';
import { applicationSignInExperienceGuard } from '@gatehouse/schemas/entities/application';
import { entityIdGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import { withTenant } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import {
  findApplicationSignInExperience,
  insertApplicationSignInExperience,
  updateApplicationSignInExperience,
} from '../../queries/application-sign-in-experiences.ts';
import { findApplicationById } from '../../queries/applications.ts';
import type { ManagementArea } from '../../routers/management.router.ts';
import { findThirdPartyApplication } from '../../services/application-consent.ts';

const tags = ['Applications'];
const applicationParams = z.object({ applicationId: entityIdGuard });

/** Per-application branding of the sign-in pages (third-party applications only, as Logto). */
export const registerApplicationBrandingRoutes: ManagementArea = (routes, app) => {
  const db = app.database.db;

  routes.get(
    '/applications/:applicationId/sign-in-experience',
    {
      params: applicationParams,
      response: applicationSignInExperienceGuard,
      status: [200, 404],
      tags,
      summary: 'Get the sign-in branding of an application',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const { applicationId } = params;
      const row = await withTenant(db, tenantId, async (tx) => {
        assertFound(
          await findApplicationById(tx, tenantId, applicationId),
          'application',
          applicationId,
        );
        return findApplicationSignInExperience(tx, tenantId, applicationId);
      });
      if (!row)
        throw new ApiError('entity.not_exists_with_id', {
          status: 404,
          interpolation: { name: 'application_sign_in_experiences', id: applicationId },
        });
      ctx.body = row;
    },
  );

  routes.put(
    '/applications/:applicationId/sign-in-experience',
    {
      params: applicationParams,
      body: applicationSignInExperienceBodyGuard,
      response: applicationSignInExperienceGuard,
      status: [200, 201, 404, 422],
      tags,
      summary: 'Set the sign-in branding of a third-party application (201 when first set)',
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const { applicationId } = params;
      // An empty link clears it, as `null` does.
      const values = {
        ...body,
        termsOfUseUrl: body.termsOfUseUrl || null,
        privacyPolicyUrl: body.privacyPolicyUrl || null,
      };
      const { row, created } = await withTenant(db, tenantId, async (tx) => {
        await findThirdPartyApplication(tx, tenantId, applicationId);
        const existing = await findApplicationSignInExperience(tx, tenantId, applicationId);
        return existing
          ? {
              row: await updateApplicationSignInExperience(tx, tenantId, applicationId, values),
              created: false,
            }
          : {
              row: await insertApplicationSignInExperience(tx, tenantId, applicationId, values),
              created: true,
            };
      });
      assertFound(row, 'application_sign_in_experiences', applicationId);
      ctx.status = created ? 201 : 200;
      ctx.body = row;
    },
  );
};

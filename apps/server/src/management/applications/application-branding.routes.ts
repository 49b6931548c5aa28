import { applicationSignInExperienceBodyGuard } from '@gatehouse/schemas/api/applications';
import { applicationSignInExperienceGuard } from '@gatehouse/schemas/entities/application';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import { assertFound } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  findApplicationSignInExperience,
  insertApplicationSignInExperience,
  updateApplicationSignInExperience,
} from '../../queries/application-sign-in-experiences.ts';
import { findThirdPartyApplication } from '../../services/application-consent.ts';
import { requireApplication } from '../../services/application-management.ts';

const tags = ['Applications'];
const applicationParams = z.object({ applicationId: pathIdGuard });
/** The name a missing branding row is reported under (as Logto: its table's name). */
const brandingEntity = 'application_sign_in_experiences';

/** Per-application branding of the sign-in pages (third-party applications only, as Logto). */
export const registerApplicationBrandingRoutes: ManagementArea = (routes) => {
  routes.get(
    '/applications/:applicationId/sign-in-experience',
    {
      params: applicationParams,
      response: applicationSignInExperienceGuard,
      status: [200, 404],
      tags,
      summary: 'Get the sign-in branding of an application',
    },
    async (ctx, { params, tenant }) => {
      const { applicationId } = params;
      const row = await tenant.transaction(async (tx) => {
        await requireApplication(tx, applicationId);
        return findApplicationSignInExperience(tx, applicationId);
      });
      assertFound(row, brandingEntity, applicationId);
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
    async (ctx, { params, body, tenant }) => {
      const { applicationId } = params;
      // An empty link clears it, as `null` does.
      const values = {
        ...body,
        termsOfUseUrl: body.termsOfUseUrl || null,
        privacyPolicyUrl: body.privacyPolicyUrl || null,
      };
      const { row, created } = await tenant.transaction(async (tx) => {
        await findThirdPartyApplication(tx, applicationId);
        const existing = await findApplicationSignInExperience(tx, applicationId);
        return existing
          ? {
              row: await updateApplicationSignInExperience(tx, applicationId, values),
              created: false,
            }
          : {
              row: await insertApplicationSignInExperience(tx, applicationId, values),
              created: true,
            };
      });
      assertFound(row, brandingEntity, applicationId);
      ctx.status = created ? 201 : 200;
      ctx.body = row;
    },
  );
};

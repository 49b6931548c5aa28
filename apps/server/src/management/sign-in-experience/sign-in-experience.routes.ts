import { signInExperienceGuard } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import {
  signInExperiencePatchGuard,
  signInExperiencePatchQueryGuard,
} from '@gatehouse/schemas/sign-in-experience/sign-in-experience-patch.schema';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  patchSignInExperience,
  requireSignInExperience,
} from '../../services/sign-in-experience.ts';
import { registerCustomPhrasesRoutes } from './custom-phrases.routes.ts';

const tags = ['Sign-in experience'];

/** The tenant's sign-in experience (one per tenant, id `default`) and its custom phrases. */
export const registerSignInExperienceRoutes: ManagementArea = (routes, app) => {
  routes.get(
    '/sign-in-exp',
    {
      response: signInExperienceGuard,
      status: [200, 404],
      tags,
      summary: 'Get the sign-in experience',
    },
    async (ctx, { tenant }) => {
      ctx.body = await tenant.transaction((tx) => requireSignInExperience(tx));
    },
  );

  routes.patch(
    '/sign-in-exp',
    {
      query: signInExperiencePatchQueryGuard,
      body: signInExperiencePatchGuard,
      response: signInExperienceGuard,
      status: [200, 404, 409, 422],
      tags,
      summary: 'Update the sign-in experience (each field given replaces the stored one)',
    },
    async (ctx, { body, tenant }) => {
      ctx.body = await tenant.transaction((tx) => patchSignInExperience(tx, body));
    },
  );

  registerCustomPhrasesRoutes(routes, app);
};

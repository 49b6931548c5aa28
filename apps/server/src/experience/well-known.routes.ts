import { signInExperienceQueryGuard } from '@gatehouse/schemas/api/experience';
import { passwordPolicyGuard } from '@gatehouse/schemas/sign-in-experience/password-policy.schema';
import { publicSignInExperienceGuard } from '@gatehouse/schemas/sign-in-experience/public-sign-in-experience.schema';
import type { AppContext } from '../context.ts';
import type { GuardedRouter } from '../http/guard.ts';
import { readSignInExperience } from './tenant-sign-in-experience.ts';

/**
 * `GET /api/.well-known/sign-in-exp` (and its newer alias `/experience`): what the sign-in app
 * renders. Connectors are not supported yet, so the lists are empty and password reset is off.
 * `organizationId` and `appId` are accepted for wire compatibility; per-organization and
 * per-application branding come later.
 */
export const registerWellKnownRoutes = (routes: GuardedRouter<undefined>, app: AppContext) => {
  for (const path of ['/.well-known/sign-in-exp', '/.well-known/experience']) {
    routes.get(
      path,
      {
        query: signInExperienceQueryGuard,
        response: publicSignInExperienceGuard,
        status: 200,
        summary: 'The public sign-in experience of the tenant',
        tags: ['Well-known'],
      },
      async (ctx, { tenant }) => {
        const { experience, tag } = await tenant.transaction(readSignInExperience);
        const { emailBlocklistPolicy, forgotPasswordMethods, ...rest } = experience;
        ctx.body = {
          ...rest,
          // The policy with its defaults filled in: `@logto/api`'s types require every part.
          passwordPolicy: passwordPolicyGuard.parse(rest.passwordPolicy),
          socialConnectors: [],
          ssoConnectors: [],
          forgotPassword: { phone: false, email: false },
          isDevelopmentTenant: app.env.GATEHOUSE_EDITION === 'cloud' && tag === 'development',
          customProfileFields: [],
        };
      },
    );
  }
};

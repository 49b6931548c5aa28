import type { Context } from 'koa';
import { z } from 'zod';
import type { AppContext, TenantInfo } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import type { GuardedRouter } from '../http/guard.ts';
import {
  findClientApplication,
  findConsentInteraction,
  grantRequestedConsent,
} from './consent.middleware.ts';
import type { ExperienceProviders } from './experience-session.ts';

/**
 * The consent page of the sign-in app, for third-party applications: what is asked
 * (`GET`), and the user's approval (`POST`). Without a pending consent → 400 `session.not_found`.
 */
export const registerConsentRoutes = (
  routes: GuardedRouter,
  app: AppContext,
  providers: ExperienceProviders,
) => {
  const load = async (ctx: Context) => {
    const provider = await providers.get(ctx.state.tenant as TenantInfo);
    const interaction = await findConsentInteraction(provider, ctx);
    if (!interaction) throw new ApiError('session.not_found', { status: 400 });
    return { provider, interaction };
  };

  routes.get(
    '/experience/consent',
    {
      response: z.object({
        application: z.object({ id: z.string(), name: z.string() }),
        scopes: z.array(z.string()),
      }),
      status: [200, 400],
      summary: 'What the application asks the user to consent to',
      tags: ['Experience'],
    },
    async (ctx) => {
      const tenant = ctx.state.tenant as TenantInfo;
      const { interaction } = await load(ctx);
      const clientId = String(interaction.params.client_id);
      const application = await findClientApplication(app, tenant.id, clientId);
      const scope = typeof interaction.params.scope === 'string' ? interaction.params.scope : '';
      ctx.body = {
        application: { id: clientId, name: application?.name ?? clientId },
        scopes: scope.split(' ').filter(Boolean),
      };
    },
  );

  routes.post(
    '/experience/consent',
    {
      response: z.object({ redirectTo: z.string() }),
      status: [200, 400],
      summary: 'Grant what the application asked for',
      tags: ['Experience'],
    },
    async (ctx) => {
      const { provider, interaction } = await load(ctx);
      ctx.body = { redirectTo: await grantRequestedConsent(provider, ctx, interaction) };
    },
  );
};

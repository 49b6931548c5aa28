import {
  consentBodyGuard,
  consentInfoResponseGuard,
  redirectResponseGuard,
} from '@gatehouse/schemas/api/experience';
import type { Context } from 'koa';
import type { TenantInfo } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import type { GuardedRouter } from '../http/guard.ts';
import {
  findClientApplication,
  findConsentInteraction,
  grantRequestedConsent,
} from './consent.middleware.ts';
import { consentOrganizationChoices, saveConsentOrganizations } from './consent-organizations.ts';
import type { ExperienceProviders } from './experience-session.ts';

/**
 * The consent page of the sign-in app, for third-party applications: what is asked
 * (`GET`, with the user's organizations when `urn:logto:scope:organizations` is asked, the ones
 * already consented marked), and the user's approval (`POST`, with the organizations the user
 * picked, kept in `application_user_consent_organizations`; one the user is not a member of →
 * 422 `organization.require_membership`). Without a pending consent → 400
 * `session.not_found`.
 */
export const registerConsentRoutes = (
  routes: GuardedRouter<undefined>,
  providers: ExperienceProviders,
) => {
  const load = async (ctx: Context, tenant: TenantInfo) => {
    const provider = await providers.get(tenant);
    const interaction = await findConsentInteraction(provider, ctx);
    if (!interaction) throw new ApiError('session.not_found', { status: 400 });
    return { provider, interaction };
  };

  routes.get(
    '/experience/consent',
    {
      response: consentInfoResponseGuard,
      status: [200, 400],
      summary: 'What the application asks the user to consent to',
      tags: ['Experience'],
    },
    async (ctx, { tenant }) => {
      const { interaction } = await load(ctx, tenant);
      const clientId = String(interaction.params.client_id);
      const application = await findClientApplication(tenant, clientId);
      const scope = typeof interaction.params.scope === 'string' ? interaction.params.scope : '';
      const scopes = scope.split(' ').filter(Boolean);
      const organizations = await consentOrganizationChoices(
        tenant,
        clientId,
        interaction.session.accountId,
        scopes,
      );
      ctx.body = {
        application: { id: clientId, name: application?.name ?? clientId },
        scopes,
        ...(organizations ? { organizations } : {}),
      };
    },
  );

  routes.post(
    '/experience/consent',
    {
      body: consentBodyGuard,
      response: redirectResponseGuard,
      status: [200, 400, 422],
      summary: 'Grant what the application asked for',
      tags: ['Experience'],
    },
    async (ctx, { body, tenant }) => {
      const { provider, interaction } = await load(ctx, tenant);
      const application = await findClientApplication(tenant, String(interaction.params.client_id));
      await saveConsentOrganizations(
        tenant,
        application,
        interaction.session.accountId,
        body.organizationIds ?? [],
      );
      ctx.body = { redirectTo: await grantRequestedConsent(provider, ctx, interaction) };
    },
  );
};

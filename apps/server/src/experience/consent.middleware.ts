import type { Context, Middleware } from 'koa';
import type Provider from 'oidc-provider';
import type { AppContext } from '../context.ts';
import { type RequestTenant, requestTenant } from '../http/request-scope.ts';
import { findClientApplication as findClientApplicationRow } from '../queries/oidc-clients.ts';
import {
  type ExperienceProviders,
  isSessionNotFound,
  type OidcInteraction,
} from './experience-session.ts';

type ConsentDetails = {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
};

/** The application row of a client; built-in clients (demo-app, …) have none. */
export const findClientApplication = (tenant: RequestTenant, clientId: string) =>
  tenant.statement((tx) => findClientApplicationRow(tx, clientId));

/** The interaction when it waits for consent of a signed-in user, else `undefined`. */
export const findConsentInteraction = async (
  provider: Provider,
  ctx: Context,
): Promise<(OidcInteraction & { session: { accountId: string } }) | undefined> => {
  try {
    const interaction = await provider.interactionDetails(ctx.req, ctx.res);
    if (interaction.prompt.name !== 'consent' || !interaction.session?.accountId) return undefined;
    return interaction as OidcInteraction & { session: { accountId: string } };
  } catch (error: unknown) {
    if (isSessionNotFound(error)) return undefined;
    throw error;
  }
};

/**
 * Grants everything the authorization request asked for and still misses (OIDC scopes, claims,
 * resource scopes), then hands the interaction back to the provider. Resolves with the URL the
 * browser must go to next. The organizations the user picked are not part of the grant: they are
 * kept per application and user (consent-organizations.ts, decision 023).
 */
export const grantRequestedConsent = async (
  provider: Provider,
  ctx: Context,
  interaction: OidcInteraction & { session: { accountId: string } },
): Promise<string> => {
  const clientId = String(interaction.params.client_id);
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId: interaction.session.accountId, clientId });
  const details = interaction.prompt.details as ConsentDetails;
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  return provider.interactionResult(
    ctx.req,
    ctx.res,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
};

/**
 * `GET /consent`: first-party applications are consented on the user's behalf, then the browser
 * goes straight back to the provider. Third-party applications, and requests without a consent
 * interaction, fall through to the sign-in app, whose consent page asks the user
 * (`/api/experience/consent`).
 */
export const consentMiddleware =
  (app: AppContext, providers: ExperienceProviders): Middleware =>
  async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path !== '/consent') return next();
    // Middleware after the routers, outside the guard: the tenant comes from the request scope.
    const tenant = requestTenant(ctx, app.database.db);
    const provider = await providers.get(tenant);
    const interaction = await findConsentInteraction(provider, ctx);
    const clientId = interaction?.params.client_id;
    if (!interaction || typeof clientId !== 'string') return next();
    const application = await findClientApplication(tenant, clientId);
    if (application?.isThirdParty) return next();
    ctx.redirect(await grantRequestedConsent(provider, ctx, interaction));
  };

/// <reference path="./organization-internals.d.ts" />
import type { KoaContextWithOIDC, Provider } from 'oidc-provider';
// Deep import of an oidc-provider internal (no semver promise): organization-internals.test.ts
// pins its shape.
import {
  handler as clientCredentialsHandler,
  parameters as clientCredentialsParameters,
} from 'oidc-provider/lib/actions/grants/client_credentials.js';
import {
  bindGrantHelpers,
  forbidden,
  organizationIdOf,
  organizationResourceServer,
} from './organization-token.ts';

export type ClientOrganizationSources = {
  /**
   * Whether the application belongs to the organization, and the organization scope names its
   * organization roles grant there (cached briefly: organization-cache.ts).
   */
  grant: (
    applicationId: string,
    organizationId: string,
  ) => Promise<{ isMember: boolean; scopes: string[] }>;
  alg: string;
};

type ClientCredentialsLike = { scope?: string; resourceServer?: unknown };

/**
 * Organization tokens for machine-to-machine applications (Logto RFC 0006) on the
 * client_credentials grant: `organization_id` without `resource` gives a JWT for
 * `urn:logto:organization:<id>` whose scope is the requested scopes ∩ the application's
 * organization-role scopes; with `resource` too, a normal resource token whose scopes come from
 * the application's organization roles (resource-servers.ts) and that carries `organization_id`.
 * An application outside the organization is refused with 403 access_denied.
 *
 * oidc-provider's own handler does the work; two of its helpers are swapped: resolving resources
 * (no default resource for an organization token) and the last step before the token is saved.
 */
export const installClientOrganizationTokens = (
  provider: Provider,
  sources: ClientOrganizationSources,
): void => {
  const bound = bindGrantHelpers(provider);
  const resolveResources = bound.resolveRequestedResources as unknown as (
    ctx: KoaContextWithOIDC,
  ) => Promise<unknown[]>;
  const applyDetails = bound.applyAuthorizationDetails as unknown as (
    ctx: KoaContextWithOIDC,
    token: ClientCredentialsLike,
  ) => Promise<void>;
  const isOrganizationToken = (ctx: KoaContextWithOIDC) =>
    Boolean(organizationIdOf(ctx)) && ctx.oidc.params?.resource === undefined;

  const helpers = {
    ...bound,
    resolveRequestedResources: async (ctx: KoaContextWithOIDC) =>
      isOrganizationToken(ctx) ? [] : resolveResources(ctx),
    applyAuthorizationDetails: async (ctx: KoaContextWithOIDC, token: ClientCredentialsLike) => {
      await applyDetails(ctx, token);
      const organizationId = organizationIdOf(ctx);
      if (!organizationId || !isOrganizationToken(ctx)) return;
      const clientId = ctx.oidc.client!.clientId;
      const { scopes: available } = await sources.grant(clientId, organizationId);
      const requested = new Set((token.scope ?? '').split(' ').filter(Boolean));
      token.resourceServer = organizationResourceServer(
        provider,
        organizationId,
        available,
        sources.alg,
      );
      token.scope = available.filter((scope) => requested.has(scope)).join(' ') || undefined;
    },
  };

  provider.registerGrantType(
    'client_credentials',
    async (ctx: KoaContextWithOIDC) => {
      const organizationId = organizationIdOf(ctx);
      const clientId = ctx.oidc.client?.clientId;
      if (organizationId && clientId && !(await sources.grant(clientId, organizationId)).isMember) {
        throw forbidden('app has not associated with the organization');
      }
      await clientCredentialsHandler(provider, helpers, ctx);
    },
    [...clientCredentialsParameters, 'resource', 'organization_id'],
    ['resource'],
  );
};

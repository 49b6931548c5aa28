/// <reference path="./oidc-provider-internals.d.ts" />
import { errors, type KoaContextWithOIDC, type Provider } from 'oidc-provider';
// Deep imports of oidc-provider internals (no semver promise): oidc-provider-internals.test.ts
// pins their shape and the exact oidc-provider version.
import {
  handler as refreshTokenHandler,
  parameters as refreshTokenParameters,
} from 'oidc-provider/lib/actions/grants/refresh_token.js';
import * as grantHelpers from 'oidc-provider/lib/helpers/grants.js';
import type { OrganizationAccess } from '../queries/oidc-organizations.ts';

/** Scope a refresh token must carry before it may be exchanged for organization tokens. */
export const organizationsScope = 'urn:logto:scope:organizations';
export const organizationAudience = (organizationId: string) =>
  `urn:logto:organization:${organizationId}`;
const organizationTokenTtl = 3600;

export type OrganizationTokenSources = {
  access: (userId: string, organizationId: string) => Promise<OrganizationAccess>;
  /** Organization scope names the user holds in the organization through organization roles. */
  scopes: (userId: string, organizationId: string) => Promise<string[]>;
  /** Third-party applications need the user's consent per organization (consent page). */
  isThirdParty: (clientId: string) => Promise<boolean>;
  /**
   * Whether the user granted the organization to the application (consent page or management
   * API, decision 023). Read from the database on every request, uncached, so a withdrawal
   * through the API is refused at the very next organization token request.
   */
  isConsented: (clientId: string, userId: string, organizationId: string) => Promise<boolean>;
  alg: string;
};

/** What an organization id can be: ours are 12 characters, the column holds 21. */
const organizationIdPattern = /^[\w-]{1,21}$/;

/**
 * `organization_id` of a token request, when one was sent. A value no organization can have (a
 * NUL byte, 2 KB of text) is the client's mistake, answered `invalid_request`, not a database error.
 */
export const organizationIdOf = (ctx: KoaContextWithOIDC | undefined): string | undefined => {
  const value = (ctx?.oidc?.params as { organization_id?: unknown } | undefined)?.organization_id;
  if (typeof value !== 'string' || value.length === 0) return undefined;
  if (!organizationIdPattern.test(value)) {
    throw new errors.InvalidRequest('invalid organization_id');
  }
  return value;
};

/** Logto answers organization refusals with access_denied and HTTP 403. */
export const forbidden = (description: string) =>
  Object.assign(new errors.AccessDenied(description), { status: 403, statusCode: 403 });

/** The JWT audience of an organization token, holding the scopes that may be issued for it. */
export const organizationResourceServer = (
  provider: Provider,
  organizationId: string,
  available: readonly string[],
  alg: string,
) =>
  new provider.ResourceServer(organizationAudience(organizationId), {
    scope: available.join(' '),
    accessTokenTTL: organizationTokenTtl,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: alg as 'ES384' } },
  });

/**
 * oidc-provider's grant helpers bound to the provider, as it binds them for its own grants;
 * oidc-provider-internals.test.ts checks the handlers still take them from their argument.
 */
export const bindGrantHelpers = (provider: Provider) => {
  const bound: Record<string, (...args: never[]) => unknown> = {};
  const helperFunctions = grantHelpers as unknown as Record<string, (...args: never[]) => unknown>;
  for (const [name, helper] of Object.entries(helperFunctions)) {
    if (typeof helper === 'function') bound[name] = helper.bind(undefined, provider as never);
  }
  return bound;
};

type RefreshTokenLike = {
  clientId: string;
  accountId: string;
  isExpired: boolean;
  scopes: Set<string>;
};
type AccessTokenLike = {
  accountId: string;
  scope?: string;
  claims?: unknown;
  resourceServer?: unknown;
};

/**
 * The organization checks of contract/oidc.md, made before the grant runs so a refused request
 * never rotates (spends) the refresh token. Unknown, foreign or expired refresh tokens are left to
 * the grant, which answers them with its usual invalid_grant.
 */
const checkAccess = async (
  ctx: KoaContextWithOIDC,
  provider: Provider,
  sources: OrganizationTokenSources,
  organizationId: string,
) => {
  const value = ctx.oidc.params?.refresh_token;
  if (typeof value !== 'string') return;
  const token = (await provider.RefreshToken.find(value, {
    ignoreExpiration: true,
  })) as unknown as RefreshTokenLike | undefined;
  if (!token || token.clientId !== ctx.oidc.client?.clientId || token.isExpired) return;
  if (!token.scopes.has(organizationsScope)) {
    throw new errors.InsufficientScope('refresh token missing required scope', organizationsScope);
  }
  const access = await sources.access(token.accountId, organizationId);
  if (!access.isMember) throw forbidden('user is not a member of the organization');
  if (
    (await sources.isThirdParty(token.clientId)) &&
    !(await sources.isConsented(token.clientId, token.accountId, organizationId))
  ) {
    throw forbidden('organization access is not granted to the application');
  }
  if (access.isMfaRequired && !access.userHasMfa) {
    throw forbidden('organization requires multi-factor authentication');
  }
};

/**
 * Organization tokens (Logto RFC 0001) on the refresh_token grant: with `organization_id` and no
 * `resource` the access token becomes a JWT for `urn:logto:organization:<id>` whose scope is the
 * requested scopes (default: the refresh token's) ∩ the user's organization-role scopes.
 *
 * oidc-provider's own refresh_token handler still does all the work (validation, rotation, replay
 * detection, ID token); it is re-registered with the extra parameter, and its
 * `applyAuthorizationDetails` step — the last one before the access token is saved — is where the
 * token is turned into the organization token.
 */
export const installOrganizationTokens = (
  provider: Provider,
  sources: OrganizationTokenSources,
): void => {
  const bound = bindGrantHelpers(provider);
  const applyDetails = bound.applyAuthorizationDetails as unknown as (
    ctx: KoaContextWithOIDC,
    token: AccessTokenLike,
    source: unknown,
  ) => Promise<void>;

  const toOrganizationToken = async (
    ctx: KoaContextWithOIDC,
    token: AccessTokenLike,
    organizationId: string,
  ) => {
    const available = await sources.scopes(token.accountId, organizationId);
    const refreshToken = ctx.oidc.entities.RefreshToken as unknown as RefreshTokenLike;
    const requested = ctx.oidc.params?.scope ? ctx.oidc.requestParamScopes : refreshToken.scopes;
    token.claims = undefined;
    token.resourceServer = organizationResourceServer(
      provider,
      organizationId,
      available,
      sources.alg,
    );
    token.scope = available.filter((scope) => requested.has(scope)).join(' ');
  };

  const helpers = {
    ...bound,
    applyAuthorizationDetails: async (
      ctx: KoaContextWithOIDC,
      token: AccessTokenLike,
      source: unknown,
    ) => {
      await applyDetails(ctx, token, source);
      const organizationId = organizationIdOf(ctx);
      if (organizationId && !ctx.oidc.params?.resource) {
        await toOrganizationToken(ctx, token, organizationId);
      }
    },
  };

  provider.registerGrantType(
    'refresh_token',
    async (ctx: KoaContextWithOIDC) => {
      const organizationId = organizationIdOf(ctx);
      if (organizationId) await checkAccess(ctx, provider, sources, organizationId);
      await refreshTokenHandler(provider, helpers, ctx);
    },
    [...refreshTokenParameters, 'resource', 'organization_id'],
    ['resource'],
  );
};

import Provider, {
  type Configuration,
  errors,
  type KoaContextWithOIDC,
  type SigningAlgorithmWithNone,
} from 'oidc-provider';
import type { AppContext, TenantInfo } from '../context.ts';
import { cookieKeysConfigKey, privateKeysConfigKey } from '../db/oidc-keys.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { isOrganizationConsented } from '../queries/consent-organizations.ts';
import { findConfigValues } from '../queries/oidc-configs.ts';
import {
  findApplicationOrganizationGrant,
  findOrganizationAccess,
} from '../queries/oidc-organizations.ts';
import { findUserOrganizationScopes } from '../queries/oidc-resources.ts';
import { createFindAccount, scopeClaims } from './account.ts';
import { createAdapterClass } from './adapter.ts';
import { installClientInstanceReuse } from './client-instances.ts';
import { type ClientStore, createClientStore } from './clients.ts';
import { createOidcErrorPage } from './error-page.ts';
import {
  createIdTokenTtl,
  createIssueRefreshToken,
  createLoadExistingGrant,
  createRefreshTokenTtl,
  createRotateRefreshToken,
  introspectionAllowedPolicy,
  revocationAllowedPolicy,
} from './grant-policies.ts';
import { createInteractionUrl, extraAuthParams } from './interaction-url.ts';
import { logoutSource, postLogoutSuccessSource } from './logout-pages.ts';
import { ownOriginOf } from './oidc-cors.ts';
import { createOrganizationCache } from './organization-cache.ts';
import { installClientOrganizationTokens } from './organization-client-credentials.ts';
import {
  installOrganizationTokens,
  organizationAudience,
  organizationIdOf,
} from './organization-token.ts';
import { createResourceServers, type ResourceServers } from './resource-servers.ts';
import { installSecretCheck } from './secret-check.ts';
import {
  readCookieKeys,
  readPrivateKeys,
  type SigningJwk,
  signingAlgorithms,
  toSigningJwk,
} from './signing-keys.ts';
import { createTokenAudit, type TokenAudit } from './token-audit.ts';
import { installTokenExchange } from './token-exchange.ts';

const sessionConfigKey = 'oidc.session';
const idTokenConfigKey = 'idToken';
const daySeconds = 24 * 60 * 60;

/** The public half of a signing key: the JWK without its private members. */
const publicJwkOf = ({ d, p, q, dp, dq, qi, ...publicKey }: SigningJwk) => publicKey;

/**
 * A tenant's provider plus what the OIDC middleware consults (clients: CORS, secrets; audit) and
 * the caches the provider cache drops entries of on bus messages (clients, resources).
 */
export type TenantProvider = Provider & {
  gatehouseClients?: ClientStore;
  gatehouseResources?: ResourceServers;
  gatehouseAudit?: TokenAudit;
};

type TokenWithAudience = { kind: string; resourceServer?: { identifier: () => string } };

/** `organization_id` claim of organization API resource tokens (not of organization tokens). */
const organizationIdClaim = (ctx: KoaContextWithOIDC | undefined, token: TokenWithAudience) => {
  const organizationId = organizationIdOf(ctx);
  const audience = token.resourceServer?.identifier();
  const isAccessToken = token.kind === 'AccessToken' || token.kind === 'ClientCredentials';
  if (!isAccessToken || !organizationId || !audience) return undefined;
  return audience === organizationAudience(organizationId)
    ? undefined
    : { organization_id: organizationId };
};

const tenantSettings = async (app: AppContext, tenantId: string) => {
  const values = await withTenant(app.database.db, tenantId, (tx) =>
    findConfigValues(tx, [
      privateKeysConfigKey,
      cookieKeysConfigKey,
      sessionConfigKey,
      idTokenConfigKey,
    ]),
  );
  const session = values.get(sessionConfigKey) as { ttl?: unknown } | undefined;
  const idToken = values.get(idTokenConfigKey) as { enabledExtendedClaims?: unknown } | undefined;
  return {
    jwks: readPrivateKeys(values.get(privateKeysConfigKey), app.secretBox).map(toSigningJwk),
    cookieKeys: readCookieKeys(values.get(cookieKeysConfigKey), app.secretBox),
    sessionTtl: typeof session?.ttl === 'number' && session.ttl > 0 ? session.ttl : 14 * daySeconds,
    extendedClaims: new Set(
      Array.isArray(idToken?.enabledExtendedClaims)
        ? idToken.enabledExtendedClaims.filter(
            (claim): claim is string => typeof claim === 'string',
          )
        : [],
    ),
  };
};

/**
 * Builds the oidc-provider instance of one tenant (issuer `<tenant endpoint>/oidc`), configured
 * per contract/oidc.md. Everything it reads from the database is cached inside it; the provider
 * cache drops single clients or resources on their changes, and throws the whole instance away
 * only when the keys or the tenant's settings change.
 */
export const createTenantProvider = async (
  app: AppContext,
  tenant: TenantInfo,
): Promise<Provider> => {
  const db = app.database.db;
  const settings = await tenantSettings(app, tenant.id);
  const alg = settings.jwks[0]!.alg;
  const clients = createClientStore({
    db,
    tenant,
    adminOrigins: app.adminOrigins,
    secrets: app.secretBox,
  });
  const resources = createResourceServers(db, tenant.id, alg);
  const findAccount = createFindAccount({
    db,
    tenantId: tenant.id,
    idTokenExtendedClaims: settings.extendedClaims,
  });
  const cookie = { signed: true, sameSite: 'lax', path: '/' } as const;

  const configuration: Configuration = {
    adapter: createAdapterClass(
      db,
      tenant.id,
      { find: async (clientId) => (await clients.load(clientId))?.metadata },
      { refreshTokenReuseSeconds: app.env.REFRESH_TOKEN_REUSE_SECONDS },
    ),
    jwks: { keys: settings.jwks },
    cookies: { keys: settings.cookieKeys, long: cookie, short: cookie },
    scopes: Object.keys(scopeClaims).flatMap((scope) =>
      scope === 'openid' ? ['openid', 'offline_access'] : [scope],
    ),
    claims: {
      ...scopeClaims,
      sid: null,
      auth_time: null,
      iss: null,
    } as unknown as Configuration['claims'],
    conformIdTokenClaims: false,
    clientDefaults: { id_token_signed_response_alg: alg as SigningAlgorithmWithNone },
    enabledJWA: {
      idTokenSigningAlgValues: signingAlgorithms,
      userinfoSigningAlgValues: signingAlgorithms,
      introspectionSigningAlgValues: signingAlgorithms,
      authorizationSigningAlgValues: signingAlgorithms,
    } as Configuration['enabledJWA'],
    extraParams: extraAuthParams,
    pkce: { required: (_ctx, client) => client.clientAuthMethod !== 'client_secret_basic' },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: true, allowedPolicy: introspectionAllowedPolicy },
      revocation: { enabled: true, allowedPolicy: revocationAllowedPolicy },
      userinfo: { enabled: true },
      backchannelLogout: { enabled: true },
      deviceFlow: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (ctx: KoaContextWithOIDC, _client, oneOf) => {
          const indicator = await resources.getDefaultResource();
          if (oneOf) return indicator && oneOf.includes(indicator) ? indicator : undefined;
          // Client credentials need an audience: without a resource there is nothing to grant.
          if (!indicator && ctx.oidc.params?.grant_type === 'client_credentials') {
            throw new errors.InvalidTarget('resource indicator is missing');
          }
          return indicator;
        },
        useGrantedResource: async () => false,
        getResourceServerInfo: resources.getResourceServerInfo,
      },
    },
    extraTokenClaims: (ctx, token) =>
      organizationIdClaim(ctx, token as unknown as TokenWithAudience),
    findAccount,
    loadExistingGrant: createLoadExistingGrant(clients),
    issueRefreshToken: createIssueRefreshToken(clients),
    rotateRefreshToken: createRotateRefreshToken(clients),
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? 3600,
      ClientCredentials: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? 3600,
      IdToken: createIdTokenTtl(clients),
      RefreshToken: createRefreshTokenTtl(clients) as NonNullable<
        Configuration['ttl']
      >['RefreshToken'],
      Session: settings.sessionTtl,
      Interaction: 3600,
      Grant: 180 * daySeconds,
      DeviceCode: 600,
    },
    interactions: { url: createInteractionUrl(tenant.urls.endpoint) },
    // `ownOriginOf`, not `ctx.request.origin`: in Koa 3 that is the Origin header itself.
    clientBasedCORS: (ctx, origin, client) =>
      origin === ownOriginOf(ctx) ||
      clients.peek(client.clientId)?.corsOrigins.has(origin) === true,
    renderError: createOidcErrorPage(app) as unknown as Configuration['renderError'],
    // oidc-provider refuses outgoing requests (back-channel logout) to loopback and private
    // addresses. Production keeps that SSRF guard; development and tests run the receiving app
    // on 127.0.0.1, so there the guard is dropped.
    ...(app.env.isProduction
      ? {}
      : {
          fetch: (input: string | URL | Request, init?: RequestInit & { dispatcher?: unknown }) => {
            const { dispatcher: _guarded, ...rest } = init ?? {};
            return fetch(input, rest);
          },
        }),
  };

  const provider: TenantProvider = new Provider(tenant.urls.issuer, configuration);
  provider.proxy = app.env.TRUST_PROXY_HEADER;
  provider.gatehouseClients = clients;
  provider.gatehouseResources = resources;
  installSecretCheck(provider, clients);
  installClientInstanceReuse(provider);
  installOrganizationTokens(provider, {
    alg,
    access: (userId, organizationId) =>
      withTenant(db, tenant.id, (tx) => findOrganizationAccess(tx, userId, organizationId)),
    scopes: (userId, organizationId) =>
      withTenant(db, tenant.id, (tx) => findUserOrganizationScopes(tx, userId, organizationId)),
    isThirdParty: async (clientId) => (await clients.load(clientId))?.isThirdParty === true,
    isConsented: (clientId, userId, organizationId) =>
      withTenant(db, tenant.id, (tx) =>
        isOrganizationConsented(tx, clientId, userId, organizationId),
      ),
  });
  const applicationGrants =
    createOrganizationCache<Awaited<ReturnType<typeof findApplicationOrganizationGrant>>>();
  resources.onForget(applicationGrants.forget);
  installClientOrganizationTokens(provider, {
    alg,
    grant: (applicationId, organizationId) =>
      applicationGrants.get(`${applicationId}\u0000${organizationId}`, () =>
        withTenant(db, tenant.id, (tx) =>
          findApplicationOrganizationGrant(tx, applicationId, organizationId),
        ),
      ),
  });
  installTokenExchange(provider, {
    clients,
    findAccount,
    getResourceServerInfo: resources.getResourceServerInfo,
    defaultResource: resources.getDefaultResource,
    publicKeys: settings.jwks.map(publicJwkOf),
    issuer: tenant.urls.issuer,
  });
  provider.gatehouseAudit = createTokenAudit(app, tenant.id);
  provider.on(
    'backchannel.error',
    (_ctx: unknown, error: unknown, client: { clientId?: string }) => {
      app.logger.warn(
        { err: error, tenantId: tenant.id, clientId: client?.clientId },
        'back-channel logout failed',
      );
    },
  );
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    app.logger.error({ err: error, tenantId: tenant.id }, 'oidc provider error');
  });
  return provider;
};

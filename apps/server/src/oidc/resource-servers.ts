import {
  type AsymmetricSigningAlgorithm,
  errors,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { findApplicationOrganizationResourceScopes } from '../queries/oidc-organizations.ts';
import {
  findAllOrganizationScopeNames,
  findApplicationResourceScopes,
  findDefaultResource,
  findResourceByIndicator,
  type ResourceInfo,
} from '../queries/oidc-resources.ts';
import { createOrganizationCache } from './organization-cache.ts';
import { findUserScopesWithOrganizations } from './organization-scopes.ts';
import { organizationIdOf } from './organization-token.ts';

/** Reserved indicator whose scopes are the tenant's organization scopes (contract/oidc.md). */
export const organizationsResource = 'urn:logto:resource:organizations';
const reservedTtlSeconds = 3600;
/** Role → scope assignments of applications change rarely and are also dropped by the bus. */
const appScopesTtlMs = 60_000;

type Cached<T> = { at: number; value: Promise<T> };

/** Who the token is for: a user (any user grant) or, without one, the client itself. */
const accountIdOf = (ctx: KoaContextWithOIDC): string | undefined =>
  ctx.oidc.entities.Account?.accountId ??
  (ctx.oidc as { session?: { accountId?: string } }).session?.accountId;

/**
 * Per-tenant lookups behind resource indicators: the resource rows are cached until a `resource`
 * change, machine-to-machine role scopes until a `client`, `role` or `resource` change or for a
 * minute at most (provider-cache.ts calls the `forget…` functions on bus messages); user role
 * scopes are read per token so a removed role takes effect at once.
 */
export const createResourceServers = (db: Database, tenantId: string, alg: string) => {
  const resources = new Map<string, Promise<ResourceInfo | undefined>>();
  const appScopes = new Map<string, Cached<string[]>>();
  let defaultResource: Promise<ResourceInfo | undefined> | undefined;
  /** Organization-role scopes of applications (organization-cache.ts). */
  const organizationAppScopes = createOrganizationCache<string[]>();
  /** Further caches of application grants, dropped with these (provider.ts). */
  const forgetListeners: ((applicationId?: string) => void)[] = [organizationAppScopes.forget];
  const notifyForget = (applicationId?: string) => {
    for (const listener of forgetListeners) listener(applicationId);
  };
  const run = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, tenantId, work);

  const resourceOf = (indicator: string) => {
    let pending = resources.get(indicator);
    if (!pending) {
      if (resources.size > 1000) resources.clear();
      const current = run((tx) => findResourceByIndicator(tx, indicator));
      current.catch(() => {
        if (resources.get(indicator) === current) resources.delete(indicator);
      });
      resources.set(indicator, current);
      pending = current;
    }
    return pending;
  };

  const applicationScopes = (applicationId: string, resourceId: string) => {
    const key = `${applicationId}\u0000${resourceId}`;
    const cached = appScopes.get(key);
    if (cached && Date.now() - cached.at < appScopesTtlMs) return cached.value;
    const value = run((tx) => findApplicationResourceScopes(tx, applicationId, resourceId));
    const entry = { at: Date.now(), value };
    value.catch(() => {
      if (appScopes.get(key) === entry) appScopes.delete(key);
    });
    appScopes.set(key, entry);
    return value;
  };

  const info = (scope: string[], accessTokenTTL: number): ResourceServer => ({
    scope: scope.join(' '),
    accessTokenTTL,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: alg as AsymmetricSigningAlgorithm } },
  });

  const getResourceServerInfo = async (
    ctx: KoaContextWithOIDC,
    indicator: string,
  ): Promise<ResourceServer> => {
    if (indicator === organizationsResource) {
      return info(await run((tx) => findAllOrganizationScopeNames(tx)), reservedTtlSeconds);
    }
    const resource = await resourceOf(indicator);
    if (!resource) throw new errors.InvalidTarget();
    const accountId = accountIdOf(ctx);
    const organizationId = organizationIdOf(ctx);
    if (accountId) {
      // Organization roles grant API resource scopes too: in every organization of the user for
      // consent and code exchange, only in `organization_id`'s for an organization API resource
      // token (contract/oidc.md: that token's scopes come only from that organization's roles).
      const granted = await run((tx) =>
        findUserScopesWithOrganizations(tx, accountId, resource.id, organizationId),
      );
      return info(granted, resource.accessTokenTtl);
    }
    if (organizationId && ctx.oidc.client) {
      const clientId = ctx.oidc.client.clientId;
      const granted = await organizationAppScopes.get(
        `${clientId}\u0000${organizationId}\u0000${resource.id}`,
        () =>
          run((tx) =>
            findApplicationOrganizationResourceScopes(tx, clientId, organizationId, resource.id),
          ),
      );
      return info(granted, resource.accessTokenTtl);
    }
    const clientId = ctx.oidc.client?.clientId;
    const granted = clientId ? await applicationScopes(clientId, resource.id) : [];
    return info(granted, resource.accessTokenTtl);
  };

  const getDefaultResource = async () => {
    defaultResource ??= run((tx) => findDefaultResource(tx));
    return (await defaultResource)?.indicator;
  };

  return {
    getResourceServerInfo,
    getDefaultResource,
    /** A resource, its scopes, TTL or the default changed: drops every resource and grant. */
    forgetResources: () => {
      resources.clear();
      appScopes.clear();
      defaultResource = undefined;
      notifyForget();
    },
    /** Role scopes or members changed: drops every application's granted scopes. */
    forgetRoleScopes: () => {
      appScopes.clear();
      notifyForget();
    },
    /** An application changed (or all, without an id): drops its granted scopes. */
    forgetClient: (applicationId?: string) => {
      notifyForget(applicationId);
      if (applicationId === undefined) return appScopes.clear();
      const prefix = `${applicationId}\u0000`;
      for (const key of appScopes.keys()) if (key.startsWith(prefix)) appScopes.delete(key);
    },
    /** Registers another cache of application grants to drop with these. */
    onForget: (listener: (applicationId?: string) => void) => {
      forgetListeners.push(listener);
    },
  };
};

export type ResourceServers = ReturnType<typeof createResourceServers>;

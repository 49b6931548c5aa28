import type Provider from 'oidc-provider';
import type { AppContext, TenantInfo } from '../context.ts';
import { type CacheChange, onCacheChange } from '../services/cache-change.ts';
import { cacheVersionsOf } from '../services/cache-versions.ts';
import { createTenantProvider, type TenantProvider } from './provider.ts';

export type ProviderCache = {
  /**
   * The tenant's provider, created once; concurrent callers share the same creation. Its caches
   * are first brought up to the tenant's cache versions (at most a second behind, decision 003).
   */
  get: (tenant: TenantInfo) => Promise<Provider>;
  /** Drops the tenant's provider (and every cache it holds); the next request rebuilds it. */
  invalidate: (tenantId: string) => void;
  /** Writes the token audit lines still queued by every provider (graceful shutdown). */
  flushAudit: () => Promise<void>;
};

type Entry = { issuer: string; provider: Promise<Provider>; built?: TenantProvider };

let builtProviders = 0;

/**
 * How many tenant providers this process has started building. A provider rebuild is the cost
 * targeted invalidation avoids; tests read this to prove a user or role write does not pay it.
 */
export const providerBuildCount = () => builtProviders;

/** Drops what `change` concerns from a built provider's caches; true when the provider must go. */
const applyChange = (provider: TenantProvider, change: CacheChange): boolean => {
  const clients = provider.gatehouseClients;
  const resources = provider.gatehouseResources;
  switch (change.kind) {
    case 'client':
      clients?.forget(change.id);
      resources?.forgetClient(change.id);
      return false;
    case 'resource':
      resources?.forgetResources();
      return false;
    case 'role':
      resources?.forgetRoleScopes();
      return false;
    case 'user':
      // Nothing user-specific is cached in the provider: accounts and user scopes are read per
      // request.
      return false;
    case 'experience':
      // The provider's configuration holds nothing of the sign-in experience.
      return false;
    case 'keys':
    case 'tenant':
      // Keys and settings are part of the provider's configuration.
      return true;
  }
};

/**
 * One provider per tenant. Its issuer is part of the key, so a tenant reached under a new URL
 * (ports known only after listening, custom domains) gets a provider with the right issuer.
 */
export const createProviderCache = (app: AppContext): ProviderCache => {
  const providers = new Map<string, Entry>();
  const versions = cacheVersionsOf(app);

  const flushOne = async (entry: { provider: Promise<Provider> } | undefined) => {
    const provider = await entry?.provider.catch(() => undefined);
    await (provider as TenantProvider | undefined)?.gatehouseAudit?.flush();
  };

  const invalidate = (tenantId: string) => {
    const retired = providers.get(tenantId);
    providers.delete(tenantId);
    // The retired provider's queued audit lines are written now rather than lost with it.
    void flushOne(retired);
  };

  onCacheChange(app.bus, (change) => {
    const entry = providers.get(change.tenantId);
    if (!entry) return;
    // A provider still being built has cached no client or resource yet (it reads them only once
    // requests reach it), so only a configuration change concerns it.
    if (entry.built ? applyChange(entry.built, change) : ['keys', 'tenant'].includes(change.kind))
      invalidate(change.tenantId);
  });

  const providerOf = (tenant: TenantInfo) => {
    const cached = providers.get(tenant.id);
    if (cached && cached.issuer === tenant.urls.issuer) return cached.provider;
    builtProviders += 1;
    const provider = createTenantProvider(app, tenant);
    const entry: Entry = { issuer: tenant.urls.issuer, provider };
    providers.set(tenant.id, entry);
    provider.then(
      (built) => {
        entry.built = built;
      },
      // A failed creation (e.g. missing keys) must not stick: the next request tries again.
      () => {
        if (providers.get(tenant.id) === entry) providers.delete(tenant.id);
      },
    );
    return provider;
  };

  return {
    get: async (tenant) => {
      // Usually nothing to wait for: the versions are read at most once a second per tenant.
      const checking = versions.check(tenant.id);
      if (checking) await checking;
      return providerOf(tenant);
    },
    invalidate,
    flushAudit: async () => {
      await Promise.all([...providers.values()].map(flushOne));
    },
  };
};

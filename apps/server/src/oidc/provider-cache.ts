import type Provider from 'oidc-provider';
import type { AppContext, TenantInfo } from '../context.ts';
import { createTenantProvider, type TenantProvider } from './provider.ts';

/** Channel on which a tenant id is announced after any change of its settings or clients. */
export const tenantCacheChannel = 'tenant-cache';

export type ProviderCache = {
  /** The tenant's provider, created once; concurrent callers share the same creation. */
  get: (tenant: TenantInfo) => Promise<Provider>;
  /** Drops the tenant's provider (and every cache it holds); the next request rebuilds it. */
  invalidate: (tenantId: string) => void;
  /** Writes the token audit lines still queued by every provider (graceful shutdown). */
  flushAudit: () => Promise<void>;
};

/**
 * One provider per tenant. Its issuer is part of the key, so a tenant reached under a new URL
 * (ports known only after listening, custom domains) gets a provider with the right issuer.
 */
export const createProviderCache = (app: AppContext): ProviderCache => {
  const providers = new Map<string, { issuer: string; provider: Promise<Provider> }>();

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
  app.bus.subscribe(tenantCacheChannel, invalidate);

  return {
    get: (tenant) => {
      const cached = providers.get(tenant.id);
      if (cached && cached.issuer === tenant.urls.issuer) return cached.provider;
      const provider = createTenantProvider(app, tenant);
      const entry = { issuer: tenant.urls.issuer, provider };
      providers.set(tenant.id, entry);
      // A failed creation (e.g. missing keys) must not stick: the next request tries again.
      provider.catch(() => {
        if (providers.get(tenant.id) === entry) providers.delete(tenant.id);
      });
      return provider;
    },
    invalidate,
    flushAudit: async () => {
      await Promise.all([...providers.values()].map(flushOne));
    },
  };
};

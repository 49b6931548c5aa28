import { eq } from 'drizzle-orm';
import type { Middleware } from 'koa';
import { type AppContext, adminTenantId, defaultTenantId, type TenantInfo } from '../context.ts';
import { tenants } from '../db/schema/index.ts';
import { ApiError } from './api-error.ts';
import { setTenant } from './request-scope.ts';

export type PortRole = 'main' | 'admin';

const tenantIdPattern = /^[\da-z-]{1,21}$/;

/**
 * Resolves the tenant of a request: the admin port is always `admin`; on the main port
 * the self-hosted edition serves `default`, the cloud edition takes the first path segment
 * (`/{tenantId}/…`, local development) — custom domains and subdomains come with the cloud issue.
 * Unknown tenants answer 404 `tenant.not_found`. Known tenant ids are cached briefly.
 */
export const resolveTenant = (app: AppContext, port: PortRole): Middleware => {
  // The tenant each known id resolved to, and when: one frozen object shared by the requests of
  // the next 30 s instead of a new one (and new URLs) per request. The URLs follow the ports,
  // which tests learn only once listening: an entry made before that is not reused.
  type Entry = { tenant: TenantInfo; at: number; endpoint: string; adminEndpoint: string };
  const known = new Map<string, Entry>();
  const ttlMs = 30_000;
  const isCurrent = (entry: Entry) =>
    Date.now() - entry.at < ttlMs &&
    entry.endpoint === app.env.endpoint &&
    entry.adminEndpoint === app.env.adminEndpoint;

  const resolve = async (id: string): Promise<TenantInfo | undefined> => {
    const cached = known.get(id);
    if (cached && isCurrent(cached)) return cached.tenant;
    const rows = await app.database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, id))
      .limit(1);
    if (rows.length === 0) return undefined;
    const tenant: TenantInfo = Object.freeze({
      id,
      isAdmin: id === adminTenantId,
      urls: Object.freeze(app.tenantUrls(id)),
    });
    const { endpoint, adminEndpoint } = app.env;
    known.set(id, { tenant, at: Date.now(), endpoint, adminEndpoint });
    return tenant;
  };

  return async (ctx, next) => {
    let id = port === 'admin' ? adminTenantId : defaultTenantId;
    if (port === 'main' && app.env.GATEHOUSE_EDITION === 'cloud') {
      const segment = ctx.path.split('/')[1] ?? '';
      if (!tenantIdPattern.test(segment)) throw new ApiError('tenant.not_found', { status: 404 });
      id = segment;
    }
    const tenant = await resolve(id);
    if (!tenant) throw new ApiError('tenant.not_found', { status: 404, interpolation: { id } });
    setTenant(ctx, tenant);
    await next();
  };
};

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
  const known = new Map<string, number>();
  const ttlMs = 30_000;

  const exists = async (id: string) => {
    const cachedAt = known.get(id);
    if (cachedAt && Date.now() - cachedAt < ttlMs) return true;
    const rows = await app.database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, id))
      .limit(1);
    if (rows.length > 0) known.set(id, Date.now());
    return rows.length > 0;
  };

  return async (ctx, next) => {
    let id = port === 'admin' ? adminTenantId : defaultTenantId;
    if (port === 'main' && app.env.GATEHOUSE_EDITION === 'cloud') {
      const segment = ctx.path.split('/')[1] ?? '';
      if (!tenantIdPattern.test(segment)) throw new ApiError('tenant.not_found', { status: 404 });
      id = segment;
    }
    if (!(await exists(id)))
      throw new ApiError('tenant.not_found', { status: 404, interpolation: { id } });
    const tenant: TenantInfo = { id, isAdmin: id === adminTenantId, urls: app.tenantUrls(id) };
    setTenant(ctx, tenant);
    await next();
  };
};

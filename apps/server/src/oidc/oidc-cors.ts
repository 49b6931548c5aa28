import type { Context, Middleware, Next } from 'koa';
import type { AppContext } from '../context.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { tenantOf } from '../http/request-scope.ts';
import {
  type ClientOriginSource,
  findClientOriginSources,
} from '../queries/oidc-client-origins.ts';
import { onCacheChange } from '../services/cache-change.ts';

/**
 * The request's own origin, from the scheme and host it reached us with (`X-Forwarded-*` only
 * when the proxy is trusted). Not `ctx.origin`: in Koa 3 that is the request's `Origin` header.
 */
export const ownOriginOf = (ctx: Context) => `${ctx.protocol}://${ctx.host}`;

const originOf = (uri: unknown) =>
  typeof uri === 'string' ? (URL.parse(uri)?.origin ?? undefined) : undefined;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const originsOf = (sources: ClientOriginSource[]) => {
  const origins = new Set<string>();
  for (const source of sources) {
    for (const uri of listOf(source.redirectUris)) {
      const origin = originOf(uri);
      if (origin && origin !== 'null') origins.add(origin);
    }
    for (const origin of listOf(source.corsAllowedOrigins)) {
      if (typeof origin === 'string') origins.add(origin);
    }
  }
  return origins;
};

// Staleness only ever concerns preflights and public documents: a request that carries a client
// is decided by oidc-provider's `clientBasedCORS` (provider.ts) on that client's current metadata.
const cacheTtlMs = 60_000;

/**
 * CORS of `/oidc` for what oidc-provider answers without knowing the client: preflights (a
 * browser sends no client id before the real request) and the public documents (discovery,
 * JWKS). oidc-provider reflects any `Origin` there; this strips its CORS headers again unless
 * the origin belongs to the tenant: its own endpoint, the console (admin tenant), or an origin
 * one of its applications registered (redirect URI or `corsAllowedOrigins`). Requests of a
 * client are checked per client by `clientBasedCORS` as before.
 */
export const oidcCors = (app: AppContext): Middleware => {
  const cache = new Map<string, { origins: Promise<Set<string>>; loadedAt: number }>();

  onCacheChange(app.bus, (change) => {
    if (change.kind === 'client' || change.kind === 'tenant') cache.delete(change.tenantId);
  });

  const clientOrigins = (tenantId: string) => {
    const cached = cache.get(tenantId);
    if (cached && Date.now() - cached.loadedAt < cacheTtlMs) return cached.origins;
    const origins = withTenant(app.database.db, tenantId, findClientOriginSources).then(originsOf);
    const entry = { origins, loadedAt: Date.now() };
    cache.set(tenantId, entry);
    origins.catch(() => {
      if (cache.get(tenantId) === entry) cache.delete(tenantId);
    });
    return origins;
  };

  const isTenantOrigin = async (ctx: Context, origin: string) => {
    const tenant = tenantOf(ctx);
    if (origin === ownOriginOf(ctx) || origin === new URL(tenant.urls.endpoint).origin) return true;
    if (tenant.isAdmin && app.adminOrigins().includes(origin)) return true;
    return (await clientOrigins(tenant.id)).has(origin);
  };

  const checkOrigin = async (ctx: Context, next: Next, origin: string) => {
    try {
      await next();
    } finally {
      const isAnswered = Boolean(ctx.response.get('Access-Control-Allow-Origin'));
      // A failed lookup denies: no CORS headers is the safe answer.
      if (isAnswered && !(await isTenantOrigin(ctx, origin).catch(() => false))) {
        for (const name of Object.keys(ctx.response.headers)) {
          if (name.toLowerCase().startsWith('access-control-')) ctx.remove(name);
        }
      }
    }
  };

  // Requests without an `Origin` (servers, the usual token request) pass straight through.
  return (ctx, next) => {
    const origin = ctx.get('origin');
    if (!origin || !(ctx.path === '/oidc' || ctx.path.startsWith('/oidc/'))) return next();
    return checkOrigin(ctx, next, origin);
  };
};

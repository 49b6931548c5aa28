import type { Context, Middleware } from 'koa';
import mount from 'koa-mount';
import type Provider from 'oidc-provider';
import { tenantOf } from '../http/request-scope.ts';
import { decorateOidcError } from './error-body.ts';
import type { TenantProvider } from './provider.ts';
import type { ProviderCache } from './provider-cache.ts';
import { normalizeTokenBody, TokenBodyError } from './token-body.ts';

const mountPath = '/oidc';
const mounted = new WeakMap<Provider, Middleware>();

const mountedApp = (provider: Provider) => {
  let middleware = mounted.get(provider);
  if (!middleware) {
    middleware = mount(
      mountPath,
      provider as unknown as Parameters<typeof mount>[1],
    ) as unknown as Middleware;
    mounted.set(provider, middleware);
  }
  return middleware;
};

/**
 * oidc-provider reads some cookies through `ctx.cookies`, which Koa binds to the outer app's keys;
 * re-bind it to the tenant's keys, lazily, so token requests (no cookies) pay nothing for it.
 */
const bindProviderCookies = (ctx: Context, provider: Provider) => {
  let cookies: Context['cookies'] | undefined;
  Object.defineProperty(ctx, 'cookies', {
    configurable: true,
    get: () => {
      cookies ??= provider.createContext(ctx.req, ctx.res).cookies;
      return cookies;
    },
    set: (value: Context['cookies']) => {
      cookies = value;
    },
  });
};

const isOidcPath = (path: string) => path === mountPath || path.startsWith(`${mountPath}/`);

/** POSTs whose outcome goes to the audit log (contract: ExchangeTokenBy.*, RevokeToken). */
const auditedRoutes: Record<string, 'token' | 'revocation'> = {
  [`${mountPath}/token`]: 'token',
  [`${mountPath}/token/revocation`]: 'revocation',
};

const audit = (ctx: Context, provider: Provider) => {
  const route = ctx.method === 'POST' ? auditedRoutes[ctx.path] : undefined;
  if (route) (provider as TenantProvider).gatehouseAudit?.afterTokenRequest(ctx, route);
};

const rejectBody = (ctx: Context, description: string) => {
  ctx.status = 400;
  ctx.body = { error: 'invalid_request', error_description: description };
  decorateOidcError(ctx);
};

/**
 * Serves `/oidc/*` of the request's tenant (`tenantOf(ctx)`) with that tenant's provider and
 * passes every other path on. oidc-provider runs on this very Koa context (koa-mount); its
 * cookies are re-bound to the tenant's keys first.
 */
export const oidcMiddleware =
  (providers: ProviderCache): Middleware =>
  async (ctx, next) => {
    if (!isOidcPath(ctx.path)) return next();
    const tenant = tenantOf(ctx);

    const provider = await providers.get(tenant);
    try {
      await normalizeTokenBody(ctx, ctx.path.slice(mountPath.length));
    } catch (error) {
      if (error instanceof TokenBodyError) {
        rejectBody(ctx, error.message);
        audit(ctx, provider);
        return;
      }
      throw error;
    }
    bindProviderCookies(ctx, provider);

    let passedThrough = false;
    await mountedApp(provider)(ctx, async () => {
      passedThrough = true;
    });
    // Paths oidc-provider does not route stay OIDC paths: answer 404 instead of the sign-in app.
    if (passedThrough) {
      ctx.status = 404;
      ctx.body = {
        error: 'invalid_request',
        error_description: 'unrecognized route or not allowed method',
      };
    }
    audit(ctx, provider);
    decorateOidcError(ctx);
  };

import Cookies from 'cookies';
import type { Context, Middleware } from 'koa';
import type Provider from 'oidc-provider';
import { tenantOf } from '../http/request-scope.ts';
import { decorateOidcError } from './error-body.ts';
import { mountUnder } from './mount-provider.ts';
import type { TenantProvider } from './provider.ts';
import type { ProviderCache } from './provider-cache.ts';
import { normalizeTokenBody, TokenBodyError } from './token-body.ts';

const mountPath = '/oidc';
const mounted = new WeakMap<Provider, Middleware>();

const mountedApp = (provider: Provider) => {
  let middleware = mounted.get(provider);
  if (!middleware) {
    middleware = mountUnder(
      mountPath,
      (provider as unknown as { middleware: Middleware[] }).middleware,
    );
    mounted.set(provider, middleware);
  }
  return middleware;
};

/**
 * oidc-provider reads some cookies through `ctx.cookies`, which Koa binds to the outer app's keys;
 * bind it to the tenant provider's keys instead (what the provider's own context would hold).
 * Through Koa's `cookies` setter: a per-request `defineProperty` (the former lazy binding) cost
 * more than the jar, and gave every token request's context an accessor of its own (issue 8).
 */
const bindProviderCookies = (ctx: Context, provider: Provider) => {
  ctx.cookies = new Cookies(ctx.req, ctx.res, {
    keys: (provider as unknown as { keys?: string[] }).keys,
    secure: ctx.request.secure,
  });
};

const isOidcPath = (path: string) => path === mountPath || path.startsWith(`${mountPath}/`);

/** The tenant-root device page (contract endpoints.md, OIDC provider section). */
const devicePage = '/device';

/**
 * `GET /device` of a tenant: the user-code page of the device flow, which oidc-provider serves at
 * `/oidc/device` (the query, e.g. `user_code`, is kept). Logto serves its own page there once the
 * device XSRF cookie is set; Gatehouse has no page of its own, so it always redirects.
 */
const redirectToDeviceFlow = (ctx: Context) => {
  const target = `${tenantOf(ctx).urls.issuer}${devicePage}`;
  ctx.redirect(ctx.querystring ? `${target}?${ctx.querystring}` : target);
};

/** Device authorization answers point users at the short `<tenant>/device`, as Logto's do. */
const shortenVerificationUri = (ctx: Context) => {
  if (ctx.method !== 'POST' || ctx.path !== `${mountPath}/device/auth` || ctx.status !== 200)
    return;
  const body = ctx.body as { verification_uri?: unknown; verification_uri_complete?: unknown };
  const long = `${tenantOf(ctx).urls.issuer}${devicePage}`;
  const short = `${tenantOf(ctx).urls.endpoint}${devicePage}`;
  for (const key of ['verification_uri', 'verification_uri_complete'] as const) {
    const value = body?.[key];
    if (typeof value === 'string' && value.startsWith(long))
      body[key] = short + value.slice(long.length);
  }
};

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
 * passes every other path on. oidc-provider runs on this very Koa context (`mountUnder`); its
 * cookies are re-bound to the tenant's keys first.
 */
export const oidcMiddleware =
  (providers: ProviderCache): Middleware =>
  async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === devicePage) return redirectToDeviceFlow(ctx);
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
    shortenVerificationUri(ctx);
    audit(ctx, provider);
    decorateOidcError(ctx);
  };

import type { Middleware } from 'koa';

/**
 * CORS for the API: the console (admin origins) calls the main port's management API from the
 * browser. Only listed origins get the headers; credentials are never allowed (bearer tokens only).
 *
 * Same-origin requests need no CORS headers, so the request's own origin is not "allowed" here:
 * Koa 3's `ctx.origin` is the request's `Origin` header, and comparing with it reflected every
 * origin (issue 8, item 1).
 */
export const apiCors =
  (allowedOrigins: () => string[]): Middleware =>
  async (ctx, next) => {
    const origin = ctx.get('origin');
    const isAllowed = Boolean(origin) && allowedOrigins().includes(origin);
    ctx.vary('Origin');
    if (isAllowed) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Expose-Headers', 'Total-Number, Link, Logto-Core-Request-Id');
    }
    if (ctx.method === 'OPTIONS' && ctx.get('access-control-request-method')) {
      if (isAllowed) {
        ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        ctx.set(
          'Access-Control-Allow-Headers',
          ctx.get('access-control-request-headers') || 'authorization, content-type',
        );
        ctx.set('Access-Control-Max-Age', '600');
      }
      ctx.status = 204;
      return;
    }
    await next();
  };

import type { Context, Middleware } from 'koa';
import { setResponseHeader } from './set-header.ts';

const oneYearSeconds = 365 * 24 * 60 * 60;

/**
 * A policy for answers that are not pages (JSON, files): nothing may load from them and nobody
 * may frame them. HTML pages set their own policy first (static/content-security-policy.ts)
 * and keep it; oidc-provider's own pages (form_post, logout) set none and get none, because
 * oidc-provider adds the hashes of its inline scripts only to a policy it finds.
 */
const nonPagePolicy = "default-src 'none'; frame-ancestors 'none'";

// Read from Node's response directly: Koa's `ctx.response.get` and `.is` copy every header set so
// far into a new object on each call, three copies per request here (bench profile, issue 8).
const headerOf = (ctx: Context, name: string) => ctx.res.getHeader(name);

/** Whether the answer is an HTML page (what `ctx.response.is('html')` tells, without the copy). */
const isHtml = (ctx: Context) => {
  const type = headerOf(ctx, 'Content-Type');
  return typeof type === 'string' && type.split(';', 1)[0]!.trim().toLowerCase() === 'text/html';
};

/**
 * The headers every answer of a port carries (issue 8, item 10): no MIME sniffing, no referrer
 * beyond the origin, HSTS when the request came over https (directly, or per a trusted proxy's
 * `X-Forwarded-Proto`) or the port's public endpoint is https.
 */
export const securityHeaders =
  (options: { publicEndpoint: () => string }): Middleware =>
  async (ctx, next) => {
    try {
      await next();
    } finally {
      setResponseHeader(ctx, 'X-Content-Type-Options', 'nosniff');
      if (headerOf(ctx, 'Referrer-Policy') === undefined)
        setResponseHeader(ctx, 'Referrer-Policy', 'strict-origin-when-cross-origin');
      if (ctx.protocol === 'https' || options.publicEndpoint().startsWith('https:'))
        setResponseHeader(ctx, 'Strict-Transport-Security', `max-age=${oneYearSeconds}`);
      if (!isHtml(ctx) && headerOf(ctx, 'Content-Security-Policy') === undefined)
        setResponseHeader(ctx, 'Content-Security-Policy', nonPagePolicy);
    }
  };

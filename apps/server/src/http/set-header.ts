import type { Context } from 'koa';

/**
 * Sets a response header on Node's response, unless the headers are already sent (what Koa's
 * `ctx.set` does). For the headers every request gets: Koa 3's `ctx.set` builds three arrays and
 * a closure per call to normalise values these callers never pass (token endpoint profile, issue 8).
 */
export const setResponseHeader = (ctx: Context, name: string, value: string) => {
  if (!ctx.res.headersSent) ctx.res.setHeader(name, value);
};

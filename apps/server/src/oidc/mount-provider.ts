import type { Middleware } from 'koa';
import compose from 'koa-compose';

/**
 * Runs a Koa app's middleware (oidc-provider's) on the outer app's context under `prefix`, as
 * koa-mount does: the app sees paths relative to `prefix`, `ctx.mountPath` names the prefix, and
 * whatever the app passes on runs with the original path. The request URL is cut and restored
 * as a string; Koa's `ctx.path` setter, which koa-mount uses, re-parses and re-formats the URL
 * on each of its two calls per request, on the token endpoint's hot path (issue 8 profile).
 * `ctx.path` must be `prefix` or start with `prefix/` (the caller routes on it).
 */
export const mountUnder = (prefix: string, middleware: Middleware[]): Middleware => {
  const downstream = compose(middleware);
  return async (ctx, upstream) => {
    const { req } = ctx;
    const original = req.url ?? '/';
    // Origin-form URLs (`/oidc/token?…`) are cut as strings; anything else goes through Koa.
    const rest = original.startsWith(prefix) ? original.slice(prefix.length) : undefined;
    const inner = rest === undefined ? undefined : rest.startsWith('/') ? rest : `/${rest}`;
    const previousPath = ctx.path;
    const enter = () => {
      if (inner === undefined) ctx.path = previousPath.slice(prefix.length) || '/';
      else req.url = inner;
    };
    const leave = () => {
      if (inner === undefined) ctx.path = previousPath;
      else req.url = original;
    };
    const previousMountPath = ctx.mountPath;
    ctx.mountPath = prefix;
    enter();
    try {
      await downstream(ctx, async () => {
        leave();
        await upstream();
        enter();
      });
    } finally {
      leave();
      ctx.mountPath = previousMountPath;
    }
  };
};

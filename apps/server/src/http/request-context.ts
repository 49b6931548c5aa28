import type { Middleware } from 'koa';
import { customAlphabet } from 'nanoid';
import type { AppContext } from '../context.ts';
import { maybeTenantOf, setRequestId } from './request-scope.ts';
import { setResponseHeader } from './set-header.ts';

const requestIdOf = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 16);

/** Header carrying the request id, the name Logto's clients read. */
export const requestIdHeader = 'Logto-Core-Request-Id';

/**
 * Gives every request an id (response header + log field) and writes one structured log line
 * when it ends. Headers that may hold secrets are never logged.
 */
export const requestContext =
  (app: AppContext): Middleware =>
  async (ctx, next) => {
    const requestId = requestIdOf();
    const started = performance.now();
    setRequestId(ctx, requestId);
    setResponseHeader(ctx, requestIdHeader, requestId);
    try {
      await next();
    } finally {
      // 501 is a configuration answer (e.g. no connector for the channel), not a server fault.
      const level = ctx.status >= 500 && ctx.status !== 501 ? 'error' : 'info';
      // At a level that drops the line, skip building it: every request passes here.
      if (app.logger.isLevelEnabled(level))
        app.logger[level](
          {
            requestId,
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            tenantId: maybeTenantOf(ctx)?.id,
            durationMs: Math.round((performance.now() - started) * 10) / 10,
          },
          'request',
        );
    }
  };

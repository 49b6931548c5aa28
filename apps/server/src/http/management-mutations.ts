import type { Middleware } from 'koa';
import type { AppContext } from '../context.ts';
import { requestOrigin, writeAuditLog } from '../services/audit-log.ts';
import { announceCacheChange } from '../services/cache-versions.ts';
import { describeManagementChange } from './management-change.ts';
import { maybeAuthOf, tenantOf } from './request-scope.ts';

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Set by @koa/router once a route matched: its registered pattern, e.g. `/api/users/:userId`. */
type MatchedRoute = { _matchedRoute?: string | RegExp; params?: Record<string, string> };

/**
 * After every management mutation: one audit log line (who, what, result, from where), and a
 * cache-change message naming what the route changed (a client, a resource, a role, a user), with
 * the tenant's cache version of that kind bumped, so every node drops exactly the cached entries
 * it concerns — a change takes effect on the very next
 * token request without rebuilding the tenant's OIDC provider (docs/decisions/003).
 */
export const managementMutations =
  (app: AppContext): Middleware =>
  async (ctx, next) => {
    if (!mutating.has(ctx.method)) return next();
    let failure: unknown;
    try {
      await next();
    } catch (error: unknown) {
      failure = error;
      throw error;
    } finally {
      const tenantId = tenantOf(ctx).id;
      const auth = maybeAuthOf(ctx);
      const succeeded = !failure && ctx.status < 400;
      if (succeeded) {
        const { _matchedRoute: route, params = {} } = ctx as MatchedRoute;
        // Best effort after the commit (it never throws): the write happened, so the client gets
        // its true answer even when Redis is down; other nodes then see the bumped cache version
        // within a second (services/cache-versions.ts).
        await announceCacheChange(
          app,
          describeManagementChange(tenantId, typeof route === 'string' ? route : undefined, params),
        );
      }
      if (auth) {
        await writeAuditLog(app, tenantId, {
          key: 'ManagementApi.Mutation',
          result: succeeded ? 'Success' : 'Error',
          ...(auth.type === 'user' ? { userId: auth.id } : { applicationId: auth.id }),
          ...requestOrigin(ctx),
          params: { method: ctx.method, path: ctx.path },
          ...(failure
            ? { error: (failure as { code?: string }).code ?? 'request.internal_server_error' }
            : {}),
        });
      }
    }
  };

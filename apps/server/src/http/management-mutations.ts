import type { Middleware } from 'koa';
import type { AppContext } from '../context.ts';
import { requestOrigin, writeAuditLog } from '../services/audit-log.ts';
import type { AuthResult } from './management-auth.ts';

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * After every management mutation: one audit log line (who, what, result, from where), and a
 * `tenant-cache` message so every node drops the tenant's cached provider, clients, resources and
 * role scopes — a change takes effect on the very next token request.
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
      const tenantId: string = ctx.state.tenant.id;
      const auth: AuthResult | undefined = ctx.state.auth;
      const succeeded = !failure && ctx.status < 400;
      if (succeeded) await app.bus.publish('tenant-cache', tenantId);
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

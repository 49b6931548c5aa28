import type { Context } from 'koa';
import type { TenantInfo } from '../context.ts';
import type { Database } from '../db/client.ts';
import { type TenantTx, withTenant, withTenantStatement } from '../db/tenant-scope.ts';
import type { AuthResult } from './management-auth.ts';

/** The tenant of a request, with transactions bound to it: handlers never name a tenant id. */
export type RequestTenant = TenantInfo & {
  /** Runs `work` in one transaction scoped to this tenant (row-level security applies). */
  transaction: <T>(work: (tx: TenantTx) => Promise<T>) => Promise<T>;
  /** `transaction` for work of at most one statement: one round trip on PostgreSQL. */
  statement: <T>(work: (tx: TenantTx) => Promise<T>) => Promise<T>;
};

/**
 * `ctx.state` is Koa's untyped bag; these accessors are the only readers, and they fail loudly
 * when the middleware that sets a value did not run (a wiring bug, never a client error).
 */
export const tenantOf = (ctx: Context): TenantInfo => {
  const tenant = ctx.state.tenant as TenantInfo | undefined;
  if (!tenant) throw new Error(`no tenant resolved for ${ctx.method} ${ctx.path}`);
  return tenant;
};

/** The tenant, when the request resolved one (logging, error pages). */
export const maybeTenantOf = (ctx: Context): TenantInfo | undefined =>
  ctx.state.tenant as TenantInfo | undefined;

/** The request id `requestContext` gave the request (logs, error bodies). */
export const requestIdOf = (ctx: Context): string | undefined =>
  ctx.state.requestId as string | undefined;

export const setRequestId = (ctx: Context, requestId: string) => {
  ctx.state.requestId = requestId;
};

export const setTenant = (ctx: Context, tenant: TenantInfo) => {
  ctx.state.tenant = tenant;
};

/** The caller a bearer-token router authenticated (`bearerAuth`). */
export const authOf = (ctx: Context): AuthResult => {
  const auth = ctx.state.auth as AuthResult | undefined;
  if (!auth) throw new Error(`no authenticated caller for ${ctx.method} ${ctx.path}`);
  return auth;
};

/** The authenticated caller, when a bearer-token middleware ran and accepted the token. */
export const maybeAuthOf = (ctx: Context): AuthResult | undefined =>
  ctx.state.auth as AuthResult | undefined;

export const setAuth = (ctx: Context, auth: AuthResult) => {
  ctx.state.auth = auth;
};

export const requestTenant = (ctx: Context, db: Database): RequestTenant => {
  const tenant = tenantOf(ctx);
  return {
    ...tenant,
    transaction: (work) => withTenant(db, tenant.id, work),
    statement: (work) => withTenantStatement(db, tenant.id, work),
  };
};

import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from './client.ts';

/**
 * A transaction bound to one tenant. Queries read the tenant from it (`tx.tenantId`), so a
 * tenant id is named once per request, where the transaction opens, never again per query.
 */
export type TenantTx = Queryable & { readonly tenantId: string };

/**
 * How a database opens a tenant transaction when Drizzle's own transaction is not enough
 * (node-postgres: on the tenant's own login, pg-tenant-transactions.ts). Registered per
 * database; PGlite uses Drizzle's transaction.
 */
export type TenantTransactionRunner = <T>(
  tenantId: string,
  work: (tx: Queryable) => Promise<T>,
  options: { oneStatement: boolean },
) => Promise<T>;

const runners = new WeakMap<Database, TenantTransactionRunner>();

export const registerTenantTransactionRunner = (db: Database, runner: TenantTransactionRunner) => {
  runners.set(db, runner);
};

/**
 * PGlite's tenant scope: `set_config('role', …, true)` is `SET LOCAL ROLE`, and the policies
 * read the setting while the role is `gatehouse_tenant` (migration 0009). PGlite is one
 * connection in this process with no other login, so a statement could `RESET ROLE`: the
 * query layer's tenant filter and this scope keep tenants apart there, and the guarantee that
 * an injected statement stays inside its tenant holds on PostgreSQL (decision 002).
 */
const tenantScopeSql = (tenantId: string) =>
  sql`select set_config('gatehouse.tenant_id', ${tenantId}, true), set_config('role', 'gatehouse_tenant', true)`;

/**
 * The tenant transaction the current async context runs in. A nested one would deadlock on
 * PGlite's single connection and, on PostgreSQL, run on a second connection outside the first
 * one's atomicity: both are bugs, so opening one inside another fails loudly on every database.
 */
const openTransaction = new AsyncLocalStorage<string>();

export class NestedTenantTransactionError extends Error {
  constructor(outer: string, inner: string) {
    super(
      `a tenant transaction (${inner}) was opened inside another (${outer}): pass the open transaction down instead`,
    );
    this.name = 'NestedTenantTransactionError';
  }
}

const bind = (tx: Queryable, tenantId: string): TenantTx =>
  Object.assign(tx as Queryable & { tenantId?: string }, { tenantId }) as TenantTx;

const run = <T>(
  db: Database,
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
  oneStatement: boolean,
): Promise<T> => {
  const outer = openTransaction.getStore();
  if (outer !== undefined) return Promise.reject(new NestedTenantTransactionError(outer, tenantId));
  return openTransaction.run(tenantId, () => {
    const runner = runners.get(db);
    if (runner) return runner(tenantId, (tx) => work(bind(tx, tenantId)), { oneStatement });
    return db.transaction(async (tx) => {
      await tx.execute(tenantScopeSql(tenantId));
      return work(bind(tx as unknown as Queryable, tenantId));
    });
  });
};

/**
 * Runs `work` in a transaction that can only see and write rows of `tenantId`: on PostgreSQL on
 * a connection of the tenant's own login, which the row-level security policies read the tenant
 * from (no statement can change it); on PGlite as the `gatehouse_tenant` role with the tenant
 * set for the transaction. Every tenant query goes through here; request
 * handlers reach it through their typed `tenant.transaction` (http/request-scope.ts).
 *
 * Keep `work` short and database-only: PGlite has one connection, so awaiting other
 * database work from inside would wait on this very transaction. Opening another tenant
 * transaction from inside `work` throws `NestedTenantTransactionError`.
 */
export const withTenant = <T>(
  db: Database,
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> => run(db, tenantId, work, false);

/**
 * `withTenant` for work that runs at most one statement (the hot reads of list pages). On
 * PostgreSQL the whole transaction then goes out in one write and comes back in one round trip;
 * a second statement fails the call instead of running outside the tenant scope.
 */
export const withTenantStatement = <T>(
  db: Database,
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> =>
  // PGlite runs in-process: there is no write to save, and the rule is enforced on PostgreSQL.
  run(db, tenantId, work, runners.has(db));

/** Whether the caller runs inside a tenant transaction (for code that must not open one). */
export const insideTenantTransaction = () => openTransaction.getStore() !== undefined;

/**
 * The transactions of one tenant, already bound to it (a request's `tenant`,
 * http/request-scope.ts): for services whose work spans more than one transaction, or must do slow
 * work (password hashing) between them, without naming the tenant or the database.
 */
export type TenantTransactions = {
  transaction: <T>(work: (tx: TenantTx) => Promise<T>) => Promise<T>;
  statement: <T>(work: (tx: TenantTx) => Promise<T>) => Promise<T>;
};

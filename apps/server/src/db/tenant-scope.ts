import { sql } from 'drizzle-orm';
import type { Database, Queryable } from './client.ts';

/**
 * A faster way to open a tenant transaction on a driver that supports it (node-postgres: see
 * `openDatabase`). Registered per database; PGlite uses Drizzle's transaction.
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

/** The statement that scopes a transaction to a tenant: `set_config('role', …, true)` is `SET LOCAL ROLE`. */
const tenantScopeSql = (tenantId: string) =>
  sql`select set_config('gatehouse.tenant_id', ${tenantId}, true), set_config('role', 'gatehouse_tenant', true)`;

/**
 * Runs `work` in a transaction that can only see and write rows of `tenantId`:
 * it switches to the `gatehouse_tenant` role (subject to row-level security) and sets the
 * tenant the RLS policies compare against. Every tenant query goes through here.
 *
 * Keep `work` short and database-only: PGlite has one connection, so awaiting other
 * database work from inside would wait on this very transaction. `work` must not open nested
 * transactions (the handle has no `transaction`).
 */
export const withTenant = <T>(
  db: Database,
  tenantId: string,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> => {
  const runner = runners.get(db);
  if (runner) return runner(tenantId, work, { oneStatement: false });
  return db.transaction(async (tx) => {
    await tx.execute(tenantScopeSql(tenantId));
    return work(tx as unknown as Queryable);
  });
};

/**
 * `withTenant` for work that runs at most one statement (the hot reads of list pages). On
 * PostgreSQL the whole transaction then goes out in one write and comes back in one round trip;
 * a second statement fails the call instead of running outside the tenant scope.
 */
export const withTenantStatement = <T>(
  db: Database,
  tenantId: string,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> => {
  const runner = runners.get(db);
  // PGlite runs in-process: there is no write to save, and the rule is enforced on PostgreSQL.
  return runner ? runner(tenantId, work, { oneStatement: true }) : withTenant(db, tenantId, work);
};

import { sql } from 'drizzle-orm';
import type { Database, Queryable } from './client.ts';

/**
 * A faster way to open a tenant transaction on a driver that supports it (node-postgres: see
 * `openDatabase`). Registered per database; PGlite uses Drizzle's transaction.
 */
export type TenantTransactionRunner = <T>(
  tenantId: string,
  work: (tx: Queryable) => Promise<T>,
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
  if (runner) return runner(tenantId, work);
  return db.transaction(async (tx) => {
    await tx.execute(tenantScopeSql(tenantId));
    return work(tx as unknown as Queryable);
  });
};

import { sql } from 'drizzle-orm';
import type { Database, Queryable } from './client.ts';

/**
 * Runs `work` in a transaction that can only see and write rows of `tenantId`:
 * it switches to the `gatehouse_tenant` role (subject to row-level security) and sets the
 * tenant the RLS policies compare against. Every tenant query goes through here.
 *
 * Keep `work` short and database-only: PGlite has one connection, so awaiting other
 * database work from inside would wait on this very transaction.
 */
export const withTenant = <T>(
  db: Database,
  tenantId: string,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    // One round trip: `set_config('role', …, true)` is `SET LOCAL ROLE` as a function call.
    await tx.execute(
      sql`select set_config('gatehouse.tenant_id', ${tenantId}, true), set_config('role', 'gatehouse_tenant', true)`,
    );
    return work(tx as unknown as Queryable);
  });

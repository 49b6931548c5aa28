import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Queryable } from './client.ts';
import { registerRawClient } from './raw-query.ts';
import type { TenantTransactionRunner } from './tenant-scope.ts';

/**
 * Tenant transactions on PostgreSQL, on a connection of the tenant's own login
 * (`connect`, tenant-pools.ts; decision 002). The login is the tenant scope: the row-level
 * security policies read the tenant from it, so nothing is set when the transaction opens and
 * nothing a statement does (`RESET ROLE`, `SET ROLE`, `set_config`) reaches another tenant.
 *
 * On this kind of machine a socket write to PostgreSQL costs more CPU than the query it carries,
 * and every management request opens one of these transactions (decision 006). So `BEGIN` is held
 * back and corked into the same write as the work's first statement: a transaction is two writes
 * and two round trips (`BEGIN` + first statement, then `COMMIT`). With `oneStatement` the
 * statement goes alone, as its own implicit transaction: one write and one round trip, and a
 * second statement is refused (it would not be atomic with the first).
 *
 * PostgreSQL answers pipelined messages in order, and a failed statement aborts the transaction;
 * every answer is awaited before the result is returned, so a failed `BEGIN` still fails the call.
 */
export const createPgTenantTransactions =
  (connect: (tenantId: string) => Promise<pg.PoolClient>): TenantTransactionRunner =>
  async (tenantId, work, { oneStatement }) => {
    const client = await connect(tenantId);
    // Set when the connection may be unusable: the pool then drops it instead of reusing it.
    let broken: Error | undefined;
    let statements = 0;

    // The one call shape Drizzle and `queryRaw` use: a query config (or text) and its values.
    const query = (
      config: string | pg.QueryConfig,
      values?: unknown[],
    ): Promise<pg.QueryResult> => {
      statements += 1;
      if (oneStatement) {
        if (statements > 1)
          return Promise.reject(new Error('a one-statement tenant transaction ran a second one'));
        return client.query(config, values);
      }
      if (statements > 1) return client.query(config, values);
      const { stream } = client.connection;
      stream.cork();
      try {
        const opening = client.query('begin');
        const result = client.query(config, values);
        return Promise.all([opening, result]).then(([, value]) => value);
      } finally {
        stream.uncork();
      }
    };
    const transactionClient = { query } as unknown as pg.PoolClient;
    // Without the schema: the relational query API is not part of `Queryable`, and building
    // its config per transaction would cost more than the round trip saved.
    const tx = drizzle({ client: transactionClient }) as unknown as Queryable;
    registerRawClient(tx, transactionClient);
    const opened = () => statements > 0 && !oneStatement;

    try {
      try {
        const result = await work(tx);
        if (opened()) await client.query('commit');
        return result;
      } catch (error) {
        if (opened())
          await client.query('rollback').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };

import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Queryable } from './client.ts';
import { registerRawClient } from './raw-query.ts';
import type { TenantTransactionRunner } from './tenant-scope.ts';

/** The transaction's opening: `BEGIN` and the tenant scope in one simple-protocol message. */
const openingSql = (client: pg.PoolClient, tenantId: string) =>
  // The simple protocol takes no parameters: the tenant id goes in as an escaped literal.
  `begin; select set_config('gatehouse.tenant_id', ${client.escapeLiteral(tenantId)}, true), set_config('role', 'gatehouse_tenant', true)`;

/**
 * Tenant transactions on a pipelining node-postgres pool (`openDatabase` sets `pipeline: true`).
 *
 * On this kind of machine a socket write to PostgreSQL costs more CPU than the query it carries,
 * and every management request opens one of these transactions. So the opening is held back and
 * corked into the same write as the work's first statement: a transaction is two writes and two
 * round trips (opening + first statement, then `COMMIT`) instead of three. With `oneStatement`,
 * `COMMIT` rides along too: the whole transaction is one write and one round trip, and a second
 * statement is refused (it would run after the commit, outside the tenant scope).
 *
 * PostgreSQL answers pipelined messages in order, and a failed statement aborts the transaction,
 * so a pipelined `COMMIT` after a failure ends it as a rollback; every answer is awaited before
 * the result is returned, so a failed opening or commit still fails the call.
 */
export const createPgTenantTransactions =
  (pool: pg.Pool): TenantTransactionRunner =>
  async (tenantId, work, { oneStatement }) => {
    const client = await pool.connect();
    // Set when the connection may be unusable: the pool then drops it instead of reusing it.
    let broken: Error | undefined;
    let statements = 0;
    let committed = false;

    // The one call shape Drizzle and `queryRaw` use: a query config (or text) and its values.
    const query = (
      config: string | pg.QueryConfig,
      values?: unknown[],
    ): Promise<pg.QueryResult> => {
      statements += 1;
      if (statements > 1) {
        if (oneStatement)
          return Promise.reject(new Error('a one-statement tenant transaction ran a second one'));
        return client.query(config, values);
      }
      const { stream } = client.connection;
      stream.cork();
      try {
        const opening = client.query(openingSql(client, tenantId));
        const result = client.query(config, values);
        const commit = oneStatement ? client.query('commit') : undefined;
        committed = oneStatement;
        return Promise.all([opening, result, commit]).then(([, value]) => value);
      } finally {
        stream.uncork();
      }
    };
    const transactionClient = { query } as unknown as pg.PoolClient;
    // Without the schema: the relational query API is not part of `Queryable`, and building
    // its config per transaction would cost more than the round trip saved.
    const tx = drizzle({ client: transactionClient }) as unknown as Queryable;
    registerRawClient(tx, transactionClient);

    try {
      try {
        const result = await work(tx);
        if (statements > 0 && !committed) await client.query('commit');
        return result;
      } catch (error) {
        // After a pipelined COMMIT there is nothing to roll back (PostgreSQL would only warn).
        if (statements > 0 && !committed)
          await client.query('rollback').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };

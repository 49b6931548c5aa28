import type { ClientConfig, Pool } from 'pg';
import type { DatabaseHandle } from './client.ts';

/**
 * Advisory-lock key of schema migrations (the seed uses 724001). Any fixed number works, as long
 * as every node of a deployment uses the same one.
 */
export const migrationLockKey = 724000;

/**
 * Runs `work` while holding the migration lock, so nodes started together against one PostgreSQL
 * database migrate one after the other instead of racing on `CREATE TYPE`/`CREATE TABLE`. The lock
 * lives on a connection of its own (the migrator uses the pool): a session-level lock, released
 * when that session ends, after `work` or when the process dies.
 * PGlite is one process's private database, so there is nobody to wait for.
 */
export const withMigrationLock = async <T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> => {
  if (handle.kind !== 'postgres') return work();
  // A connection outside the pool, so a pool of one still has a connection for the migrator.
  const { options } = (handle.db as unknown as { $client: Pool & { options: ClientConfig } })
    .$client;
  const { default: pg } = await import('pg');
  const session = new pg.Client({ ...options, pipeline: false } as ClientConfig);
  // A failure of this connection surfaces as the rejection of its pending query; without a
  // listener the 'error' event would also stop the process.
  session.on('error', () => {});
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [migrationLockKey]);
    return await work();
  } finally {
    // Ending the session releases its lock, whether `work` succeeded or not.
    await session.end();
  }
};

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { localPostgresAnswers, localPostgresUrl } from '../test-utils/local-postgres.ts';
import { openDatabase } from './client.ts';

// Runs against the machine's PostgreSQL whichever database the rest of the run uses: the pool's
// failure handling only exists there. It reads only `pg_backend_pid()`, so the shared
// `postgres` database is enough.
const adminUrl = localPostgresUrl;
const postgresAnswers = localPostgresAnswers;

describe.skipIf(!(await postgresAnswers()))('openDatabase on PostgreSQL', () => {
  it('drops a pooled connection the server ended, reports it, and keeps serving', async () => {
    const failures: Error[] = [];
    const handle = await openDatabase({
      databaseUrl: adminUrl,
      dataDir: '',
      poolSize: 1,
      onConnectionError: (error) => failures.push(error),
    });
    try {
      const backendPid = async () => {
        const result = (await handle.db.execute(
          sql`select pg_backend_pid() as pid`,
        )) as unknown as {
          rows: { pid: number }[];
        };
        return result.rows[0]!.pid;
      };
      const first = await backendPid();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [first]);
      await admin.end();
      await expect.poll(() => failures.length).toBe(1);
      expect((failures[0] as Error & { code?: string }).code).toBe('57P01');
      // The pool opened a new connection for the next statement.
      const second = await backendPid();
      expect(second).not.toBe(first);
    } finally {
      await handle.close();
    }
  });
});

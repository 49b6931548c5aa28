import pg from 'pg';

/**
 * The machine's PostgreSQL, for the suites that test PostgreSQL-only behaviour (pool failures,
 * concurrent migrations, tenant logins) whichever database the rest of the run uses.
 */
export const localPostgresUrl =
  process.env.GATEHOUSE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether that PostgreSQL answers; such suites are skipped (not failed) where it does not. */
export const localPostgresAnswers = async () => {
  const client = new pg.Client({
    connectionString: localPostgresUrl,
    connectionTimeoutMillis: 1_000,
  });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

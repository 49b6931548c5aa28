import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

/**
 * Test databases. `GATEHOUSE_TEST_DB=postgres` (with `GATEHOUSE_TEST_PG_URL`, default
 * `postgres://postgres@127.0.0.1:5432/postgres`) gives each test file a fresh PostgreSQL database
 * that is dropped afterwards; otherwise each file gets an in-memory PGlite loaded from a migrated
 * template (built once per machine and migration set, ~1 s to load instead of ~8 s to initdb).
 */
export const testDatabaseKind = (): 'postgres' | 'pglite' =>
  process.env.GATEHOUSE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const adminUrl = () =>
  process.env.GATEHOUSE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const migrationsStamp = async () => {
  const journal = await readFile(
    path.resolve(import.meta.dirname, '../migrations/meta/_journal.json'),
    'utf8',
  );
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(journal);
  // The SQL too: a migration written by hand after its journal entry changes the template.
  const directory = path.resolve(import.meta.dirname, '../migrations');
  const { readdir } = await import('node:fs/promises');
  for (const file of (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort())
    hash.update(await readFile(path.join(directory, file)));
  return hash.digest('hex').slice(0, 12);
};

const pgliteTemplate = async (): Promise<Blob> => {
  const file = path.join(
    os.tmpdir(),
    `gatehouse-pglite-template-${await migrationsStamp()}.tar.gz`,
  );
  if (!existsSync(file)) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    const { PGlite } = await import('@electric-sql/pglite');
    // biome-ignore lint/suspicious/noExplicitAny: reach the PGlite client behind drizzle to dump it
    const client = (handle.db as any).$client as InstanceType<typeof PGlite>;
    const dump = await client.dumpDataDir('gzip');
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, file);
    await handle.close();
  }
  return new Blob([await readFile(file)]);
};

export type TestDatabase = DatabaseHandle & { url?: string };

export const createTestDatabase = async (
  kind: 'postgres' | 'pglite' = testDatabaseKind(),
): Promise<TestDatabase> => {
  if (kind === 'pglite') {
    return openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  }
  const { default: pg } = await import('pg');
  const name = `gatehouse_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: '',
    poolSize: 5,
    // `close` drops the database with `force`: connections still closing get ended by it.
    onConnectionError: () => {},
  });
  await migrate(handle);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      // Tenant logins are roles of the cluster, not of the database: drop them with it.
      const logins = (await handle.db
        .execute('select db_user from tenants where db_user is not null')
        .catch(() => ({ rows: [] }))) as unknown as { rows: { db_user: string }[] };
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      for (const { db_user } of logins.rows)
        await dropper.query(`drop role if exists ${dropper.escapeIdentifier(db_user)}`);
      await dropper.end();
    },
  };
};

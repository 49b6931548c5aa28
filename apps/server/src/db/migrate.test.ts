import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { localPostgresAnswers, localPostgresUrl } from '../test-utils/local-postgres.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

// Runs against the machine's PostgreSQL whichever database the rest of the run uses: concurrent
// migrations only race there (a PGlite data directory belongs to one process).
const adminUrl = localPostgresUrl;
const postgresAnswers = localPostgresAnswers;

const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const created: string[] = [];
const createEmptyDatabase = async () => {
  const name = `gatehouse_migrate_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A node's own pool, as a second server process would open it. */
const openNode = (databaseUrl: string) =>
  openDatabase({ databaseUrl, dataDir: '', poolSize: 2, onConnectionError: () => {} });

/** What a complete schema looks like: its objects and the migrations recorded as applied. */
const describeSchema = async (handle: DatabaseHandle) => {
  const query = async (text: string) =>
    ((await handle.db.execute(sql.raw(text))) as unknown as { rows: { name: string }[] }).rows.map(
      (row) => row.name,
    );
  return {
    tables: await query(
      `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    ),
    types: await query(
      `select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' and t.typtype = 'e' order by 1`,
    ),
    policies: await query(
      `select tablename || '.' || policyname as name from pg_policies order by 1`,
    ),
    migrations: await query(
      'select hash as name from drizzle.__drizzle_migrations order by created_at',
    ),
  };
};

afterAll(async () => {
  await admin(async (client) => {
    for (const name of created) await client.query(`drop database if exists ${name} with (force)`);
  });
});

describe.skipIf(!(await postgresAnswers()))('migrate on PostgreSQL', () => {
  it('lets two nodes migrate one empty database at the same time, every time', async () => {
    const journal = JSON.parse(
      await readFile(path.resolve(import.meta.dirname, '../migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };

    const reference = await openNode(await createEmptyDatabase());
    let expected: Awaited<ReturnType<typeof describeSchema>>;
    try {
      await migrate(reference);
      expected = await describeSchema(reference);
    } finally {
      await reference.close();
    }
    expect(expected.migrations).toHaveLength(journal.entries.length);
    expect(expected.tables.length).toBeGreaterThan(10);

    // Without serialisation, two starters race on CREATE TYPE/TABLE ("duplicate key") about half
    // the time; five rounds on fresh databases make a regression show.
    for (let round = 0; round < 5; round += 1) {
      const url = await createEmptyDatabase();
      const nodes = await Promise.all([openNode(url), openNode(url)]);
      try {
        const results = await Promise.allSettled(nodes.map((node) => migrate(node)));
        expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
        expect(await describeSchema(nodes[0])).toEqual(expected);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
      }
    }
  });
});

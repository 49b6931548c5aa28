import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { repoRoot } from '../env.ts';
import type { DatabaseHandle } from './client.ts';
import { withMigrationLock } from './migration-lock.ts';

// From the repository root, so the source (src/db) and the bundle (dist/) find the same folder.
const migrationsFolder = path.join(repoRoot, 'apps/server/src/migrations');

/**
 * Whether every migration of the journal is recorded as applied. Lets a routine start skip the
 * migrator, which reads and hashes every SQL file (a few hundred ms on PGlite).
 */
const isUpToDate = async (handle: DatabaseHandle): Promise<boolean> => {
  try {
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: { when: number }[];
    };
    const latest = Math.max(...journal.entries.map((entry) => entry.when));
    const result = (await handle.db.execute(
      sql`select count(*)::int as applied, max(created_at) as latest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: number; latest: string | number | null }[] };
    const [row] = result.rows;
    return (
      row !== undefined && row.applied === journal.entries.length && Number(row.latest) === latest
    );
  } catch {
    // No migrations table yet (fresh database): run the migrator.
    return false;
  }
};

/**
 * Applies the forward-only SQL migrations in `src/migrations`; safe to run on every start, and on
 * several nodes at once: they take turns (migration-lock.ts), and a node whose turn comes after
 * another's finds the schema up to date.
 */
export const migrate = async (
  handle: DatabaseHandle,
  options: MigrateOptions = {},
): Promise<void> => {
  if (await isUpToDate(handle)) return;
  await withMigrationLock(handle, async () => {
    if (await isUpToDate(handle)) return;
    await runMigrator(handle, options);
  });
};

export type MigrateOptions = {
  /** Called before each pending migration: its number among the pending ones, and their count. */
  onMigration?: (number: number, count: number) => void;
};

/** What drizzle's own migrators (node-postgres, pglite) call: the dialect applies a list. */
type MigratingDatabase = {
  dialect: {
    migrate: (
      migrations: MigrationMeta[],
      session: unknown,
      config: { migrationsFolder: string },
    ) => Promise<void>;
  };
  session: unknown;
};

/** created_at of the newest applied migration; none on a fresh database. */
const lastAppliedMillis = async (handle: DatabaseHandle): Promise<number | undefined> => {
  try {
    const result = (await handle.db.execute(
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { latest: string | number | null }[] };
    const latest = result.rows[0]?.latest;
    return latest === null || latest === undefined ? undefined : Number(latest);
  } catch {
    return undefined;
  }
};

/**
 * Applies the pending migrations one at a time, as drizzle's migrator does them all at once (same
 * bookkeeping table, one transaction per call), so that progress can be reported between them.
 * Each call is given the journal up to one more pending migration: the dialect applies those
 * newer than the last recorded one.
 */
const runMigrator = async (handle: DatabaseHandle, options: MigrateOptions): Promise<void> => {
  const migrations = readMigrationFiles({ migrationsFolder });
  const last = await lastAppliedMillis(handle);
  const pending = migrations.filter(
    (migration) => last === undefined || last < migration.folderMillis,
  );
  const db = handle.db as unknown as MigratingDatabase;
  for (const [index, migration] of pending.entries()) {
    options.onMigration?.(index + 1, pending.length);
    await db.dialect.migrate(migrations.slice(0, migrations.indexOf(migration) + 1), db.session, {
      migrationsFolder,
    });
  }
};

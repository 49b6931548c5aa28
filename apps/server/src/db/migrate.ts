import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
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
export const migrate = async (handle: DatabaseHandle): Promise<void> => {
  if (await isUpToDate(handle)) return;
  await withMigrationLock(handle, async () => {
    if (await isUpToDate(handle)) return;
    await runMigrator(handle);
  });
};

const runMigrator = async (handle: DatabaseHandle): Promise<void> => {
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type is erased in DatabaseHandle
    await run(handle.db as any, { migrationsFolder });
    return;
  }
  const { migrate: run } = await import('drizzle-orm/pglite/migrator');
  // biome-ignore lint/suspicious/noExplicitAny: as above
  await run(handle.db as any, { migrationsFolder });
};

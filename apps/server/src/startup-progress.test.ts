import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv, repoRoot } from './env.ts';
import { startServer } from './server.ts';
import { createStartupProgress } from './startup-progress.ts';

// Issue 9, item 10: the first start (`npm start` on an empty data directory) says what it is doing
// while PGlite initialises, migrates and seeds, instead of staying silent; a later start on the
// same directory says only that it opens the database.

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gatehouse-progress-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const journal = JSON.parse(
  await readFile(path.join(repoRoot, 'apps/server/src/migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };
const migrationCount = journal.entries.length;

/** Starts the server (what apps/server/src/main.ts does) and returns the lines it reported. */
const bootAndStop = async () => {
  const lines: string[] = [];
  const progress = createStartupProgress(performance.now(), (line) => lines.push(line));
  const running = await startServer(
    loadEnv({
      NODE_ENV: 'test',
      PORT: '0',
      ADMIN_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PWNED_PASSWORDS_URL: 'http://127.0.0.1:9',
    }),
    { progress },
  );
  progress.ready();
  await running.stop();
  return lines;
};

describe('start-up progress', () => {
  it('reports each step of a first start on an empty data directory, then only the opening', async () => {
    const first = await bootAndStop();
    expect(first[0]).toBe(
      `gatehouse: initialising embedded database (PGlite) in ${dataDir}; the first start takes longer…`,
    );
    expect(first.slice(1, 1 + migrationCount)).toEqual(
      Array.from(
        { length: migrationCount },
        (_, index) => `gatehouse: applying migrations ${index + 1}/${migrationCount}…`,
      ),
    );
    expect(first[1 + migrationCount]).toBe('gatehouse: seeding tenants default and admin…');
    expect(first.at(-1)).toMatch(/^gatehouse: ready in \d+\.\d s$/);
    expect(first).toHaveLength(migrationCount + 3);

    // The same directory again: nothing to create, migrate or seed.
    const second = await bootAndStop();
    expect(second).toHaveLength(2);
    expect(second[0]).toBe(`gatehouse: opening embedded database (PGlite) in ${dataDir}…`);
    expect(second[1]).toMatch(/^gatehouse: ready in \d+\.\d s$/);
  }, 180_000);
});

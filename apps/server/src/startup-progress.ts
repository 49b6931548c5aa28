import { access } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Env } from './env.ts';

/**
 * Plain-text step lines while the server starts (`npm start`), on standard error: the first start
 * creates the embedded database and applies every migration, which takes a while, and the
 * terminal should say so instead of staying silent. JSON log lines stay on standard output.
 */
export type StartupProgress = {
  /** A step starts: `initialising embedded database…`. */
  step: (text: string) => void;
  /** The server listens: `ready in 12.3 s`. */
  ready: () => void;
};

/** Reports to `write` (default: standard error), timing from `startedAt` (performance.now()). */
export const createStartupProgress = (
  startedAt: number,
  write: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): StartupProgress => ({
  step: (text) => write(`gatehouse: ${text}`),
  ready: () =>
    write(`gatehouse: ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`),
});

/** Reports nothing (tests, the CLI). */
export const silentProgress: StartupProgress = { step: () => undefined, ready: () => undefined };

/** The first step's line: which database opens, and whether this is the slow first start. */
export const describeDatabaseOpening = async (
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<string> => {
  if (env.DATABASE_URL) return 'connecting to PostgreSQL…';
  if (env.DATA_DIR === 'memory://') return 'initialising embedded database (PGlite) in memory…';
  const dataDir = path.resolve(env.DATA_DIR);
  // PostgreSQL writes PG_VERSION first thing into a data directory it creates.
  const exists = await access(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  return exists
    ? `opening embedded database (PGlite) in ${dataDir}…`
    : `initialising embedded database (PGlite) in ${dataDir}; the first start takes longer…`;
};

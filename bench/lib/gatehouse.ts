import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serverEnv, serverNodeArgs } from '../../scripts/server-node-args.mjs';
import { freePort, repoRoot, type Started, startProcess } from './processes.ts';

export type GatehouseProcess = Started & { mainUrl: string; adminUrl: string };

export type GatehouseOptions = {
  /** `start-script`: `node scripts/start.mjs` like `npm start`; `direct`: the server node process itself. */
  via: 'start-script' | 'direct';
  env: Record<string, string | undefined>;
  /** Extra node flags for the server process (e.g. `--cpu-prof`); only with `direct`. */
  nodeArgs?: string[];
  /** Another server bundle to run (a build of another commit, compared side by side); only with `direct`. */
  bundle?: string;
};

const appsBuilt = () =>
  ['apps/console', 'apps/sign-in'].every((app) =>
    existsSync(path.join(repoRoot, app, 'dist/index.html')),
  );

let stubConsole: string | undefined;

/**
 * `scripts/start.mjs` runs a Vite build first when an app was never built; that is a one-time
 * install step, not startup, so when a dist is missing the benchmark starts the server directly
 * (same command and NODE_ENV as start.mjs) with a stub console so `/console/` can answer 200.
 */
export const resolveLaunch = async (
  wanted: GatehouseOptions['via'],
): Promise<{ via: GatehouseOptions['via']; env: Record<string, string>; note?: string }> => {
  if (wanted === 'direct' || appsBuilt()) return { via: wanted, env: {} };
  stubConsole ??= await (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gatehouse-bench-console-'));
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>stub</title>');
    return dir;
  })();
  const env: Record<string, string> = {};
  if (!existsSync(path.join(repoRoot, 'apps/console/dist/index.html')))
    env.CONSOLE_DIST = stubConsole;
  return {
    via: 'direct',
    env,
    note: 'apps were not built, so the server was spawned directly (as start.mjs does after its build check) with a stub console index.html',
  };
};

export const removeStubConsole = async () => {
  if (stubConsole) await rm(stubConsole, { recursive: true, force: true });
  stubConsole = undefined;
};

/** Starts Gatehouse on free loopback ports; the caller waits for readiness and stops it. */
/** The server bundle `npm start` runs (built first when a source file is newer). */
const serverBundle = () => {
  const built = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts/build-server.mjs'), '--if-stale'],
    {
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('building the server bundle failed');
  return path.join(repoRoot, 'apps/server/dist/main.js');
};

export const startGatehouse = async (options: GatehouseOptions): Promise<GatehouseProcess> => {
  const [port, adminPort] = [await freePort(), await freePort()];
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const args =
    options.via === 'start-script'
      ? [path.join(repoRoot, 'scripts/start.mjs')]
      : [...serverNodeArgs(), ...(options.nodeArgs ?? []), options.bundle ?? serverBundle()];
  // start.mjs adds the server's environment itself; a direct start adds it here.
  const started = startProcess(
    args,
    options.via === 'start-script' ? env : serverEnv({ ...process.env, ...env }),
  );
  return {
    ...started,
    mainUrl: `http://127.0.0.1:${port}`,
    adminUrl: `http://127.0.0.1:${adminPort}`,
  };
};

export const tempDataDir = () => mkdtemp(path.join(os.tmpdir(), 'gatehouse-bench-data-'));

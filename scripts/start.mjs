#!/usr/bin/env node
// `npm start`: makes sure the browser apps and the server bundle are built (only missing or stale
// parts are rebuilt), then runs the bundled server. SIGTERM, SIGINT and SIGHUP pass through, so
// the server shuts down gracefully and this process exits with its exit code. The `start` script
// runs it with `exec`: without it, `sh` sits between npm and this process and dies of the
// SIGTERM npm forwards, leaving the server running.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildServer, isServerBundleStale } from './build-server.mjs';
import { runOnSupportedNode } from './runtime.mjs';
import { serverEnv, serverNodeArgs } from './server-node-args.mjs';

await runOnSupportedNode();

const root = path.resolve(import.meta.dirname, '..');
// Checking for the two builds here saves starting a second Node process on every start.
const isAppBuilt = (app) => existsSync(path.join(root, app, 'dist/index.html'));
if (!isAppBuilt('apps/console') || !isAppBuilt('apps/sign-in')) {
  const apps = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build-apps.mjs'), '--if-missing'],
    {
      stdio: 'inherit',
    },
  );
  if (apps.status !== 0) process.exit(apps.status ?? 1);
}
if (isServerBundleStale()) {
  // Progress lines go to standard error, like the server's own (apps/server/src/startup-progress.ts).
  process.stderr.write('gatehouse: bundling the server…\n');
  await buildServer();
}
process.stderr.write('gatehouse: starting the server…\n');

// No --enable-source-maps: it keeps every source map in memory (about 50 MB of the idle RSS);
// set NODE_OPTIONS=--enable-source-maps when debugging.
const server = spawn(
  process.execPath,
  [...serverNodeArgs(), path.join(root, 'apps/server/dist/main.js')],
  {
    stdio: 'inherit',
    env: serverEnv({ NODE_ENV: 'production', ...process.env }),
  },
);
// The server drains and closes within SHUTDOWN_TIMEOUT_MS (default 10 s) and then exits on its
// own; this is the last resort should it hang anyway, so that no server outlives its launcher.
const forceAfterMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000) + 5_000;
let isForceArmed = false;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    if (isForceArmed) return;
    isForceArmed = true;
    setTimeout(() => server.kill('SIGKILL'), forceAfterMs).unref();
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

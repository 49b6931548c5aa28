#!/usr/bin/env node
// `npm start`: makes sure the browser apps and the server bundle are built (only missing or stale
// parts are rebuilt), then runs the bundled server. Signals pass through, so SIGTERM shuts the
// server down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildServer, isServerBundleStale } from './build-server.mjs';

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
if (isServerBundleStale()) await buildServer();

// No --enable-source-maps: it keeps every source map in memory (about 50 MB of the idle RSS);
// set NODE_OPTIONS=--enable-source-maps when debugging.
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

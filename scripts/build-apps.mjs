#!/usr/bin/env node
// Builds the two browser apps (console, sign-in) with Vite, precompresses their hashed assets
// (brotli + gzip, scripts/precompress-assets.mjs), and bundles the server with esbuild.
//   --if-missing  build an app only when its dist/ has no index.html (npm install, npm start)
//   --if-stale    also rebuild when a source file is newer than the build (tests)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { precompressAssets } from './precompress-assets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const mode = process.argv[2];
const apps = ['apps/sign-in', 'apps/console'];
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
};

const needsBuild = (app) => {
  const index = path.join(root, app, 'dist/index.html');
  if (!existsSync(index)) return true;
  if (mode === '--if-missing') return false;
  if (mode !== '--if-stale') return true;
  const sources = Math.max(
    newestMtime(path.join(root, app)),
    newestMtime(path.join(root, 'packages')),
  );
  return sources > statSync(index).mtimeMs;
};

if (!existsSync(vite) || !existsSync(path.join(root, 'node_modules/esbuild'))) {
  // During `npm install` of a partial tree there is nothing to build with yet.
  process.exit(0);
}
for (const app of apps) {
  if (!needsBuild(app)) continue;
  process.stdout.write(`Building ${app}…\n`);
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, app),
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write(`Build of ${app} failed.\n`);
    process.exit(result.status ?? 1);
  }
}
// Also for builds made before this step existed: it only writes what is missing or stale.
for (const app of apps) precompressAssets(path.join(root, app, 'dist'));

const { buildServer, isServerBundleStale } = await import('./build-server.mjs');
// Both modes bundle the server only when a source is newer than the bundle: the tests' build
// (--if-stale) runs after `npm ci` already bundled it, and re-bundling cost seconds on each run.
if (!mode || isServerBundleStale()) {
  process.stdout.write('Bundling apps/server…\n');
  await buildServer();
}

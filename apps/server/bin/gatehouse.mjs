#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so the published entry needs no build step.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/loader.mjs');
const result = spawnSync(
  process.execPath,
  ['--import', tsx, path.join(here, '../src/cli/cli.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);

#!/usr/bin/env node
// The README's test command: typecheck, lint, unit + API tests on PGlite, API tests on PostgreSQL
// when one answers on 127.0.0.1:5432, then the browser end-to-end tests. Fails loudly on the first
// broken step and ends with one summary line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runOnSupportedNode } from './runtime.mjs';

await runOnSupportedNode();

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);
const totals = { passed: 0, failed: 0, skipped: 0 };

const run = (label, command, args, env = {}) => {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`✖ ${label} failed after ${seconds}s\n`);
    return false;
  }
  process.stdout.write(`✔ ${label} (${seconds}s)\n`);
  return true;
};

const addVitestReport = (file) => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  rmSync(file);
};

const addPlaywrightReport = (file) => {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  rmSync(file);
};

const postgresAnswers = () =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

const workspaces = [
  'packages/schemas',
  'packages/phrases',
  'packages/test-support',
  'apps/server',
  'apps/console',
  'apps/sign-in',
  'tests/api',
  'tests/e2e',
  'bench',
];
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const report = (name) => path.join(os.tmpdir(), `gatehouse-${name}-${process.pid}.json`);

let ok = true;
const step = (name, fn) => {
  if (!ok || !wants(name)) return;
  ok = fn();
};

step('typecheck', () =>
  workspaces.every((ws) =>
    run(`typecheck ${ws}`, process.execPath, [
      path.join(root, 'node_modules/typescript/bin/tsc'),
      '--noEmit',
      '-p',
      `${ws}/tsconfig.json`,
    ]),
  ),
);
step(
  'lint',
  () =>
    run('lint and format (Biome)', process.execPath, [
      path.join(root, 'node_modules/@biomejs/biome/bin/biome'),
      'ci',
      '.',
    ]) &&
    run('README environment table matches env.ts', process.execPath, [
      '--import',
      'tsx',
      path.join(root, 'apps/server/scripts/env-docs.ts'),
      '--check',
    ]) &&
    run('generated API types match the routes', process.execPath, [
      '--import',
      'tsx',
      path.join(root, 'apps/server/scripts/openapi-types.ts'),
      '--check',
    ]) &&
    run('layers: imports follow the architecture', process.execPath, [
      path.join(root, 'scripts/check-layers.mjs'),
    ]),
);
step('unit', () => {
  // Browser-app and package tests first, then the server and API tests: together they would
  // fight over the 2 cores and time out; apart, each gets the machine.
  const groups = [
    {
      label: 'unit tests: schemas, phrases, scripts, console, sign-in',
      projects: ['schemas', 'phrases', 'scripts', '@gatehouse/console', '@gatehouse/sign-in'],
    },
    { label: 'server and API tests on PGlite', projects: ['server', 'api'] },
  ];
  return groups.every(({ label, projects }, index) => {
    const file = report(`vitest-pglite-${index}`);
    const passed = run(label, process.execPath, [
      vitest,
      'run',
      ...projects.flatMap((name) => ['--project', name]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ]);
    addVitestReport(file);
    return passed;
  });
});
/**
 * Server and API test files that never open the test database (GATEHOUSE_TEST_DB): pure logic, or
 * an embedded database on purpose (the first-start progress of PGlite). The PGlite run covers
 * them; running them again against PostgreSQL would test nothing new.
 */
const databaseIndependent = [
  'apps/server/src/startup-progress.test.ts',
  'apps/server/src/http/error-handler.test.ts',
  'apps/server/src/http/error-status.test.ts',
  'apps/server/src/http/guard.test.ts',
  'apps/server/src/http/management-change.test.ts',
  'apps/server/src/services/cache-change.test.ts',
  'apps/server/src/services/passwords.test.ts',
  'apps/server/src/services/pwned-passwords.test.ts',
  'apps/server/src/db/secret-box.test.ts',
  'apps/server/src/db/schema/entity-shapes.test.ts',
  'apps/server/src/oidc/oidc-provider-internals.test.ts',
  'tests/api/conformance/contract-snapshot.test.ts',
];

if (ok && wants('postgres')) {
  if (await postgresAnswers()) {
    const file = report('vitest-postgres');
    ok = run(
      'server and API tests on PostgreSQL',
      process.execPath,
      [
        vitest,
        'run',
        '--project',
        'server',
        '--project',
        'api',
        // Vitest matches excludes against paths inside each project's root.
        ...databaseIndependent.flatMap((test) => [
          '--exclude',
          test.replace(/^(apps\/server|tests\/api)\//, ''),
        ]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      { GATEHOUSE_TEST_DB: 'postgres' },
    );
    addVitestReport(file);
  } else {
    process.stdout.write(
      '\n- PostgreSQL does not answer on 127.0.0.1:5432: PostgreSQL run skipped (PGlite run above covers the same tests).\n',
    );
  }
}
step('e2e', () => {
  const file = report('playwright');
  const passed =
    run('ensure Chromium', process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')]) &&
    run('build browser apps', process.execPath, [
      path.join(root, 'scripts/build-apps.mjs'),
      '--if-stale',
    ]) &&
    run(
      'browser end-to-end tests (Playwright, Chromium)',
      process.execPath,
      [
        path.join(root, 'node_modules/@playwright/test/cli.js'),
        'test',
        '--config',
        'tests/e2e/playwright.config.ts',
      ],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    );
  addPlaywrightReport(file);
  return passed;
});

process.stdout.write(
  `\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(ok && totals.failed === 0 ? 0 : 1);

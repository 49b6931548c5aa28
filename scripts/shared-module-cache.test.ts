import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server and API test projects run with `isolate: false` (their vitest configs): files in a
// worker share one module cache, so a module mock or a stubbed global in one file would leak into
// the next. This keeps them out.
const root = path.resolve(import.meta.dirname, '..');
const sharedCacheRoots = ['apps/server/src', 'tests/api'];
const leaking = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });

describe('test files that share a module cache', () => {
  it('neither mock modules nor stub globals', () => {
    const files = sharedCacheRoots.flatMap((dir) => testFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => leaking.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});

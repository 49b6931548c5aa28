import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from './check-layers.mjs';

const checker = path.join(import.meta.dirname, 'check-layers.mjs');
const fixtures = path.join(import.meta.dirname, 'fixtures/layers');

const runChecker = (tree: string) => {
  const result = spawnSync(process.execPath, [checker, path.join(fixtures, tree)], {
    encoding: 'utf8',
  });
  return { status: result.status, lines: result.stdout.split('\n').filter(Boolean) };
};

describe('check-layers', () => {
  it('rejects a tree that breaks the layers, naming each violation', () => {
    const { status, lines } = runChecker('violating');
    expect(status).toBe(1);
    expect(lines).toEqual([
      "apps/console/src/api.ts:1 imports '@fixture/server/src/http/api-error.ts' (rule: the console imports neither the server nor the sign-in app)",
      "apps/server/src/management/roles/roles.routes.ts:1 imports '../users/user-responses.ts' (rule: a management area imports no other area and no router)",
      "apps/server/src/queries/users.ts:2 imports '../http/search.ts' (rule: the data layer imports no HTTP or higher code)",
      "apps/server/src/services/users.ts:1 imports '../http/api-error.ts' (rule: services raise domain errors and import no HTTP code)",
      "apps/server/src/services/users.ts:6 imports '../routers/me.router.ts' (rule: services raise domain errors and import no HTTP code)",
      "packages/schemas/src/user.ts:2 imports '@fixture/phrases/index' (rule: schemas import neither phrases nor apps)",
      '6 layer violation(s).',
    ]);
  });

  it('accepts a tree whose imports follow the layers', () => {
    const { status, lines } = runChecker('clean');
    expect(status).toBe(0);
    expect(lines).toEqual(['Layers: no violation.']);
  });

  it('finds every import form, type-only ones flagged, and ignores comments and strings', () => {
    const source = [
      "import a from './a.ts';",
      'import {',
      '  type B,',
      '  type C,',
      "} from './bc.ts';",
      "export * as d from './d.ts';",
      "export type { E } from './e.ts';",
      "import './side-effect.ts';",
      "// import z from './commented.ts';",
      'const example = "import y from \'./in-a-string.ts\'";',
      "type F = typeof import('./f.ts');",
      "const g = await import('./g.ts');",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { spec: './a.ts', line: 1, typeOnly: false },
      { spec: './bc.ts', line: 2, typeOnly: true },
      { spec: './d.ts', line: 6, typeOnly: false },
      { spec: './e.ts', line: 7, typeOnly: true },
      { spec: './side-effect.ts', line: 8, typeOnly: false },
      { spec: './f.ts', line: 11, typeOnly: true },
      { spec: './g.ts', line: 12, typeOnly: false },
    ]);
  });
});

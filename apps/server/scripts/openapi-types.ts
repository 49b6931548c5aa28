// Writes the console's API types (packages/schemas/src/api/generated/*.ts) from the routes the
// server registers, through openapi-typescript: the management API exactly as GET
// /api/swagger.json describes it, and the console's own Me API. `--check` fails when a committed
// file differs from a fresh generation, so a route changed without `npm run api:types` fails CI.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildApiDocuments } from './openapi-documents.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const outputDirectory = path.join(root, 'packages/schemas/src/api/generated');

type OpenApiTypescript = {
  default: (document: object, options?: { silent?: boolean }) => Promise<unknown[]>;
  astToString: (nodes: unknown[]) => string;
};

// openapi-typescript drives the TypeScript 5 compiler API, which TypeScript 7 (the repo's
// compiler) no longer has: both live in tools/openapi-types, so it is loaded from there.
const loadOpenApiTypescript = () =>
  createRequire(path.join(root, 'tools/openapi-types/package.json'))(
    'openapi-typescript',
  ) as OpenApiTypescript;

const header = (source: string) =>
  [
    '// GENERATED FILE, do not edit. It describes',
    `// ${source},`,
    "// from the routes the server registers. Change a route's schemas, then regenerate with",
    '// `npm run api:types` (apps/server/scripts/openapi-types.ts); CI fails while it is stale.',
    '',
  ].join('\n');

const render = async () => {
  const { default: openapiTS, astToString } = loadOpenApiTypescript();
  const documents = buildApiDocuments();
  const files = new Map<string, string>();
  for (const { file, source, document } of documents) {
    const nodes = await openapiTS(document, { silent: true });
    files.set(path.join(outputDirectory, file), `${header(source)}\n${astToString(nodes)}`);
  }
  return files;
};

const files = await render();
if (process.argv.includes('--check')) {
  const stale = [...files].filter(
    ([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text,
  );
  if (stale.length > 0) {
    for (const [file] of stale) {
      process.stderr.write(`${path.relative(root, file)} is stale: run \`npm run api:types\`.\n`);
    }
    process.exit(1);
  }
} else {
  mkdirSync(outputDirectory, { recursive: true });
  for (const [file, text] of files) {
    writeFileSync(file, text);
    process.stdout.write(`wrote ${path.relative(root, file)}\n`);
  }
}

// Renders the environment-variable table of the README from the env schema (src/env.ts), between
// the markers `<!-- env:start -->` and `<!-- env:end -->`. `--check` fails when the README is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { envSchema } from '../src/env.ts';

const readme = path.resolve(import.meta.dirname, '../../../README.md');

const defaultOf = (schema: z.ZodType): string => {
  const parsed = schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined || parsed.data === false) return '—';
  return `\`${String(parsed.data)}\``;
};

export const renderEnvTable = () => {
  const rows = Object.entries(envSchema.shape).map(([name, schema]) => {
    const description = (schema as z.ZodType).description ?? '';
    return `| \`${name}\` | ${defaultOf(schema as z.ZodType)} | ${description.replaceAll('|', '\\|')} |`;
  });
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
};

const text = readFileSync(readme, 'utf8');
const pattern = /(<!-- env:start -->\n)[\s\S]*?(\n<!-- env:end -->)/;
if (!pattern.test(text)) throw new Error('README.md has no env markers');
const next = text.replace(pattern, `$1${renderEnvTable()}$2`);
if (process.argv.includes('--check')) {
  if (next !== text) {
    process.stderr.write('README.md environment table is stale: run `npm run env:docs`.\n');
    process.exit(1);
  }
} else {
  writeFileSync(readme, next);
}

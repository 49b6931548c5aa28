import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The product version, from the repository's root package.json (shown by the console's badge). */
export const productVersion: string = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
).version;

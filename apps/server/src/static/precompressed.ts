import { stat } from 'node:fs/promises';
import type { Context } from 'koa';

/** Encodings scripts/precompress-assets.mjs writes next to each asset, best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const isFile = async (file: string) => (await stat(file).catch(() => undefined))?.isFile() === true;

/**
 * The variant of `file` to send: its build-time brotli or gzip sibling when the client accepts
 * that encoding and the sibling exists, else the file itself. The answer varies with
 * Accept-Encoding either way, so shared caches keep the variants apart.
 */
export const pickPrecompressed = async (
  ctx: Context,
  file: string,
): Promise<{ file: string; encoding?: string }> => {
  ctx.vary('Accept-Encoding');
  for (const encoding of encodings) {
    if (ctx.acceptsEncodings(encoding.name, 'identity') !== encoding.name) continue;
    const candidate = `${file}${encoding.suffix}`;
    if (await isFile(candidate)) return { file: candidate, encoding: encoding.name };
  }
  return { file };
};

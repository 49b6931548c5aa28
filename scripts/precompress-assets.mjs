// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of a Vite build's
// assets/ folder, so the server sends hashed assets compressed without compressing per request
// (apps/server/src/static/precompressed.ts picks the variant by Accept-Encoding).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.map']);
// Below this, the encoded copy saves less than the headers cost.
const minimumBytes = 1024;

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

/** Compresses what is missing or older than its source; returns how many files it wrote. */
export const precompressAssets = (distDir) => {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return 0;
  let written = 0;
  for (const file of filesUnder(assets)) {
    if (!compressible.has(path.extname(file))) continue;
    const source = statSync(file);
    if (source.size < minimumBytes) continue;
    const isFresh = (copy) => existsSync(copy) && statSync(copy).mtimeMs >= source.mtimeMs;
    if (isFresh(`${file}.br`) && isFresh(`${file}.gz`)) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    written += 1;
  }
  return written;
};

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Middleware } from 'koa';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers are sent as they are: the encoding would save less than it costs. */
export const compressionThresholdBytes = 1024;

// Quality 4 compresses a JSON list nearly as well as 11 at a fraction of the CPU; answers are
// compressed per request, unlike the assets compressed once at build time.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

const serialised = (body: unknown): Buffer | undefined => {
  if (typeof body === 'string') return Buffer.from(body);
  if (Buffer.isBuffer(body)) return body;
  // Koa serialises plain objects and arrays the same way in `respond`.
  if (body !== null && typeof body === 'object' && !('pipe' in body))
    return Buffer.from(JSON.stringify(body));
  return undefined;
};

/**
 * Compresses `/api` answers of at least 1 KiB with brotli or gzip, as the client accepts
 * (issue 8, item 14). Only `/api`: its callers authenticate with bearer tokens, which a
 * cross-site page cannot make the browser send, so compressed sizes leak nothing (BREACH).
 * `/oidc` answers carry tokens next to request parameters and cookie sessions, and stay as they are.
 */
export const compressApiAnswers = (): Middleware => (ctx, next) =>
  // Other paths pass straight through, without an async frame of their own (every token pays it).
  isApiPath(ctx.path) ? compressAnswer(ctx, next) : next();

const compressAnswer: Middleware = async (ctx, next) => {
  await next();
  if (ctx.method === 'HEAD' || ctx.response.get('Content-Encoding')) return;
  const body = serialised(ctx.body);
  if (!body) return;
  ctx.vary('Accept-Encoding');
  if (body.length < compressionThresholdBytes) return;
  // Brotli first whenever the client takes it, whatever order it listed the encodings in.
  const encoding = (['br', 'gzip'] as const).find(
    (name) => ctx.acceptsEncodings(name, 'identity') === name,
  );
  if (!encoding) return;
  const type = ctx.type;
  ctx.body = encoding === 'br' ? await brotli(body, brotliOptions) : await gzipAsync(body);
  // Setting a Buffer body makes Koa guess octet-stream; the answer keeps its own type.
  ctx.type = type;
  ctx.set('Content-Encoding', encoding);
};

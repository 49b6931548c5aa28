import type { Middleware } from 'koa';
import { ApiError } from './api-error.ts';

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The deepest nesting of arrays and objects a JSON body may have. No Gatehouse schema nests
 * deeper than a few levels; custom data is free-form but 64 levels are far beyond real use, while
 * thousands of levels exhaust recursion in validation and in PostgreSQL's `jsonb` (54001).
 */
export const maxJsonDepth = 64;

/** The nesting depth of a JSON text, counted outside strings, stopping once over `limit`. */
const exceedsDepth = (text: string, limit: number) => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth--;
  }
  return false;
};

/**
 * The client went away before its body arrived (ECONNRESET, "aborted"): nobody reads the answer,
 * so it is a 400 without an error-level log rather than a server fault.
 */
const readAborted = () => new ApiError('request.general', { status: 400 });

export const readRaw = async (ctx: Parameters<Middleware>[0], limit: number): Promise<Buffer> => {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit)
    throw new ApiError('request.payload_too_large', { status: 413, interpolation: { limit } });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of ctx.req) {
      size += (chunk as Buffer).length;
      if (size > limit)
        throw new ApiError('request.payload_too_large', { status: 413, interpolation: { limit } });
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw readAborted();
  }
  if (ctx.req.readableAborted) throw readAborted();
  return Buffer.concat(chunks);
};

/**
 * Parses JSON bodies of API routes into `ctx.request.body`, refusing other content types (415),
 * bodies over `limit` bytes (413), malformed JSON (400 `request.invalid_json`), JSON nested deeper
 * than `maxJsonDepth` (400 `guard.invalid_input`) and bodies cut short by the client (400).
 * Multipart routes opt out by setting `ctx.state.rawBody = true` before this runs.
 */
export const jsonBody =
  (limit: number): Middleware =>
  async (ctx, next) => {
    const hasBody =
      Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
    if (!methodsWithBody.has(ctx.method) || !hasBody || ctx.is('multipart/form-data')) {
      return next();
    }
    if (!ctx.is('application/json', '+json')) {
      throw new ApiError('request.unsupported_media_type', { status: 415 });
    }
    const raw = await readRaw(ctx, limit);
    const text = raw.toString('utf8');
    if (text.trim() === '') {
      (ctx.request as { body?: unknown }).body = undefined;
      return next();
    }
    if (exceedsDepth(text, maxJsonDepth)) {
      throw new ApiError('guard.invalid_input', {
        status: 400,
        data: { message: `JSON nested deeper than ${maxJsonDepth} levels` },
      });
    }
    try {
      (ctx.request as { body?: unknown }).body = JSON.parse(text);
    } catch {
      throw new ApiError('request.invalid_json', { status: 400 });
    }
    return next();
  };

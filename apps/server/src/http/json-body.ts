import type { Middleware } from 'koa';
import { ApiError } from './api-error.ts';

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const readRaw = async (ctx: Parameters<Middleware>[0], limit: number): Promise<Buffer> => {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit)
    throw new ApiError('request.payload_too_large', { status: 413, interpolation: { limit } });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit)
      throw new ApiError('request.payload_too_large', { status: 413, interpolation: { limit } });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/**
 * Parses JSON bodies of API routes into `ctx.request.body`, refusing other content types (415),
 * bodies over `limit` bytes (413) and malformed JSON (400) with stable codes.
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
    try {
      (ctx.request as { body?: unknown }).body = JSON.parse(text);
    } catch {
      throw new ApiError('request.invalid_json', { status: 400 });
    }
    return next();
  };

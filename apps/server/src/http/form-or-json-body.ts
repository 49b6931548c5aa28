import type { Middleware } from 'koa';
import { ApiError } from './api-error.ts';
import { readRaw } from './json-body.ts';

/**
 * SAML's HTTP-POST binding sends its messages form-encoded (a browser form post from the other
 * party); the shared parser takes JSON only. For POSTs to paths matching `path`, this reads the
 * body itself, JSON or form, and hands it to the guard to validate like any other body.
 */
export const formOrJsonBody =
  (path: RegExp, limit: number): Middleware =>
  async (ctx, next) => {
    if (ctx.method !== 'POST' || !path.test(ctx.path)) return next();
    const text = (await readRaw(ctx, limit)).toString('utf8');
    let body: unknown = {};
    if (ctx.is('application/json')) {
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        throw new ApiError('request.invalid_json', { status: 400 });
      }
    } else if (text) body = Object.fromEntries(new URLSearchParams(text));
    (ctx.request as { body?: unknown }).body = body;
    return next();
  };

import type { Middleware } from 'koa';
import { ApiError } from './api-error.ts';

/** Unmatched API paths answer a JSON 404 instead of falling through to the sign-in app. */
export const apiNotFound = (): Middleware => async (ctx, next) => {
  if (
    ctx.path === '/api' ||
    ctx.path.startsWith('/api/') ||
    ctx.path === '/me' ||
    ctx.path.startsWith('/me/')
  ) {
    throw new ApiError('request.not_found', { status: 404 });
  }
  await next();
};

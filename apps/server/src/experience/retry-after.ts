import type { Middleware } from 'koa';
import { MessageRateLimitedError } from '../services/verification-codes.ts';

/**
 * A recipient past its code budget is told when to try again: `Retry-After` (seconds) on the 429
 * `request.message_rate_limited`, as the per-IP limit does on `request.rate_limited`.
 */
export const retryAfterOnMessageLimit = (): Middleware => async (ctx, next) => {
  try {
    await next();
  } catch (error: unknown) {
    if (error instanceof MessageRateLimitedError) {
      ctx.set('Retry-After', String(error.retryAfterSeconds));
    }
    throw error;
  }
};

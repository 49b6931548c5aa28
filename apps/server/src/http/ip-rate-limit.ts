import type { Middleware } from 'koa';
import type { RateLimiter, RateLimitRule } from '../services/rate-limiter.ts';
import { ApiError } from './api-error.ts';

/**
 * Counts each request per client IP (`ctx.ip`, which honours `TRUST_PROXY_HEADER`) and answers
 * 429 `request.rate_limited` with `Retry-After` (seconds) once `rule.limit` is passed. Mounted in
 * front of the routes it protects, so a refused request reaches neither the body guard nor any
 * password hashing.
 */
export const ipRateLimit =
  (limiter: RateLimiter, bucket: string, rule: () => RateLimitRule | undefined): Middleware =>
  async (ctx, next) => {
    const current = rule();
    if (current) {
      const decision = await limiter.hit(bucket, ctx.ip || 'unknown', current);
      if (!decision.allowed) {
        ctx.set('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
        throw new ApiError('request.rate_limited', { status: 429 });
      }
    }
    await next();
  };

import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  redisServerAvailable,
  startTestRedis,
  type TestRedis,
} from '../test-utils/redis-server.ts';
import { createLocalRateLimiter, createRedisRateLimiter } from './rate-limiter.ts';

const rule = { limit: 2, windowMs: 10_000 };
const quiet = pino({ level: 'silent' });

describe('createLocalRateLimiter', () => {
  it('allows `limit` hits per key and window, then says how long to wait', async () => {
    const limiter = createLocalRateLimiter();
    const start = 1_000_000_000;
    expect((await limiter.hit('b', 'ip1', rule, start)).allowed).toBe(true);
    expect((await limiter.hit('b', 'ip1', rule, start + 1)).allowed).toBe(true);
    const third = await limiter.hit('b', 'ip1', rule, start + 2_000);
    expect(third).toEqual({ allowed: false, count: 3, retryAfterMs: 8_000 });
    // Another key and another bucket count on their own; the next window starts afresh.
    expect((await limiter.hit('b', 'ip2', rule, start + 2_000)).allowed).toBe(true);
    expect((await limiter.hit('other', 'ip1', rule, start + 2_000)).allowed).toBe(true);
    expect((await limiter.hit('b', 'ip1', rule, start + 10_000)).allowed).toBe(true);
  });
});

const hasRedis = redisServerAvailable();
if (!hasRedis) console.warn('Redis rate-limiter tests skipped: redis-server is not installed');

describe.skipIf(!hasRedis)('createRedisRateLimiter', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('shares the count between two limiters of one prefix, not with another prefix', async () => {
    const prefix = `rl-${crypto.randomUUID()}`;
    const a = await createRedisRateLimiter({ url: redis.url, prefix, logger: quiet });
    const b = await createRedisRateLimiter({ url: redis.url, prefix, logger: quiet });
    const other = await createRedisRateLimiter({
      url: redis.url,
      prefix: `${prefix}-other`,
      logger: quiet,
    });
    const now = Date.now();
    expect((await a.hit('b', 'ip', rule, now)).allowed).toBe(true);
    expect((await b.hit('b', 'ip', rule, now)).allowed).toBe(true);
    expect((await a.hit('b', 'ip', rule, now)).allowed).toBe(false);
    expect((await other.hit('b', 'ip', rule, now)).allowed).toBe(true);
    await Promise.all([a.close(), b.close(), other.close()]);
  });

  it('counts in the process while Redis cannot be reached', async () => {
    const limiter = await createRedisRateLimiter({
      url: `redis://127.0.0.1:${await freePort()}`,
      prefix: 'down',
      logger: quiet,
    });
    const now = Date.now();
    expect((await limiter.hit('b', 'ip', rule, now)).allowed).toBe(true);
    expect((await limiter.hit('b', 'ip', rule, now)).allowed).toBe(true);
    expect((await limiter.hit('b', 'ip', rule, now)).allowed).toBe(false);
    await limiter.close();
  });
});

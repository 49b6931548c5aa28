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
  it('allows `limit` hits per key, then says how long to wait', async () => {
    const limiter = createLocalRateLimiter();
    const start = 1_000_000_000; // the start of a 10 s window
    expect((await limiter.hit('b', 'ip1', rule, start)).allowed).toBe(true);
    expect((await limiter.hit('b', 'ip1', rule, start + 1)).allowed).toBe(true);
    const third = await limiter.hit('b', 'ip1', rule, start + 2_000);
    // Three hits in this window: the next is allowed once the window after it holds less than
    // one of them (2/3 of the way through), 8 s + 6.667 s from now.
    expect(third).toEqual({ allowed: false, count: 3, retryAfterMs: 14_667 });
    // Another key and another bucket count on their own.
    expect((await limiter.hit('b', 'ip2', rule, start + 2_000)).allowed).toBe(true);
    expect((await limiter.hit('other', 'ip1', rule, start + 2_000)).allowed).toBe(true);
    expect((await limiter.hit('b', 'ip1', rule, start + 2_000 + 14_667)).allowed).toBe(true);
  });

  it('remembers the hits just before a window boundary', async () => {
    const limiter = createLocalRateLimiter();
    const hour = { limit: 4, windowMs: 3_600_000 };
    const boundary = 1_800_000_000_000;
    for (let hit = 0; hit < 4; hit += 1)
      expect((await limiter.hit('b', 'ip', hour, boundary - 1_000)).allowed).toBe(true);
    // Fixed windows alone would start counting afresh here and allow four more.
    const after = await limiter.hit('b', 'ip', hour, boundary + 1_000);
    expect(after.allowed).toBe(false);
    // Half an hour on, the four weigh two, and with the refused one a fifth hit makes four.
    expect(after.retryAfterMs).toBe(1_799_000);
  });

  it('allows the next hit exactly when `retryAfterMs` says', async () => {
    const hits = [0, 100, 4_000, 9_900, 10_050, 12_000, 19_999, 20_001, 26_000];
    for (let replayed = 1; replayed <= hits.length; replayed += 1) {
      const limiter = createLocalRateLimiter();
      let last: Awaited<ReturnType<typeof limiter.hit>> | undefined;
      for (const at of hits.slice(0, replayed)) last = await limiter.hit('b', 'ip', rule, at);
      if (!last || last.allowed) continue;
      const at = hits[replayed - 1]! + last.retryAfterMs;
      const probe = createLocalRateLimiter();
      for (const earlier of hits.slice(0, replayed)) await probe.hit('b', 'ip', rule, earlier);
      expect((await probe.hit('b', 'ip', rule, at - 1)).allowed).toBe(false);
      expect((await limiter.hit('b', 'ip', rule, at)).allowed).toBe(true);
    }
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

  it('carries the previous window over a boundary, across nodes', async () => {
    const prefix = `rl-${crypto.randomUUID()}`;
    const a = await createRedisRateLimiter({ url: redis.url, prefix, logger: quiet });
    const b = await createRedisRateLimiter({ url: redis.url, prefix, logger: quiet });
    const boundary = Math.ceil(Date.now() / rule.windowMs) * rule.windowMs;
    expect((await a.hit('b', 'ip', rule, boundary - 500)).allowed).toBe(true);
    expect((await a.hit('b', 'ip', rule, boundary - 400)).allowed).toBe(true);
    const next = await b.hit('b', 'ip', rule, boundary + 500);
    expect(next).toMatchObject({ allowed: false, count: 3 });
    await Promise.all([a.close(), b.close()]);
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

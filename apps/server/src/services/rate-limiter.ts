import type { Logger } from 'pino';

/**
 * Counters of requests per key (the client's IP), shared by every node through Redis when
 * `REDIS_URL` is set and kept in the process otherwise. `hit` counts one request and says whether
 * the requests of the last `windowMs` are still within `limit`; when not, `retryAfterMs` is the
 * wait until one more request would be. Example:
 * `const { allowed } = await limiter.hit('password', ip, { limit: 30, windowMs: 60_000 })`.
 *
 * The last `windowMs` is estimated from two fixed windows (a sliding-window counter): this
 * window's count plus the previous window's, weighted by how much of it still lies within the
 * last `windowMs`. Fixed windows alone forgot every count at each boundary, which let `2 × limit`
 * requests through around it (and made a limit test fail when it ran across the hour).
 */
export type RateLimitDecision = { allowed: boolean; count: number; retryAfterMs: number };
export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimiter = {
  hit: (
    bucket: string,
    key: string,
    rule: RateLimitRule,
    now?: number,
  ) => Promise<RateLimitDecision>;
  close: () => Promise<void>;
};

const windowOf = (rule: RateLimitRule, now: number) => {
  const index = Math.floor(now / rule.windowMs);
  const start = index * rule.windowMs;
  return { index, start, endsAt: start + rule.windowMs };
};

/** The estimated count of the last `windowMs` at `now`: this window's plus the previous one's share. */
const slidingCount = (current: number, previous: number, rule: RateLimitRule, now: number) => {
  const { start } = windowOf(rule, now);
  return current + previous * (1 - (now - start) / rule.windowMs);
};

/**
 * How long until one more request would be allowed, if none came in between: later in this
 * window, as the previous window's share fades, or in the next one, as this window's does.
 */
const waitForNext = (current: number, previous: number, rule: RateLimitRule, now: number) => {
  const { start, endsAt } = windowOf(rule, now);
  const room = rule.limit - 1;
  if (current <= room) {
    // Allowed once previous × (1 − elapsed) ≤ room − current.
    const elapsed = previous > 0 ? 1 - (room - current) / previous : 0;
    return Math.max(0, Math.ceil(start + elapsed * rule.windowMs - now));
  }
  // In the next window this one is the previous: allowed once current × (1 − elapsed) ≤ room.
  const elapsed = Math.max(0, 1 - Math.max(0, room) / current);
  return Math.ceil(endsAt + elapsed * rule.windowMs - now);
};

const decide = (
  current: number,
  previous: number,
  rule: RateLimitRule,
  now: number,
): RateLimitDecision => {
  const count = slidingCount(current, previous, rule, now);
  const allowed = count <= rule.limit;
  return {
    allowed,
    count: Math.ceil(count),
    retryAfterMs: allowed ? 0 : waitForNext(current, previous, rule, now),
  };
};

/** One process's counters; a window's counter is dropped once the next window has ended too. */
export const createLocalRateLimiter = (): RateLimiter => {
  const counters = new Map<string, { count: number; keepUntil: number }>();
  let nextSweep = 0;
  return {
    hit: async (bucket, key, rule, now = Date.now()) => {
      if (now >= nextSweep) {
        for (const [name, counter] of counters) if (counter.keepUntil <= now) counters.delete(name);
        nextSweep = now + 60_000;
      }
      const { index, endsAt } = windowOf(rule, now);
      const base = `${bucket}:${key}:${rule.windowMs}:`;
      const counter = counters.get(base + index) ?? { count: 0, keepUntil: endsAt + rule.windowMs };
      counter.count += 1;
      counters.set(base + index, counter);
      const previous = counters.get(base + (index - 1))?.count ?? 0;
      return decide(counter.count, previous, rule, now);
    },
    close: async () => {
      counters.clear();
    },
  };
};

export type RedisRateLimiterOptions = {
  url: string;
  /** Namespace of the keys (`redisPrefixOf`): `{prefix}:rate:{bucket}:{key}:…`. */
  prefix: string;
  logger: Logger;
  /** The longest a count may wait on Redis before this node counts alone. */
  commandTimeoutMs?: number;
};

/**
 * Counters in Redis (INCR + PEXPIRE of this window's counter and a read of the previous window's, in
 * one MULTI), so every node of a deployment counts the same
 * requests. While Redis cannot answer, the node falls back to its own counters (and logs once):
 * the limit then holds per node rather than not at all.
 */
export const createRedisRateLimiter = async ({
  url,
  prefix,
  logger,
  commandTimeoutMs = 500,
}: RedisRateLimiterOptions): Promise<RateLimiter> => {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
  });
  const local = createLocalRateLimiter();
  let down = false;
  const markDown = (error: unknown) => {
    if (down) return;
    down = true;
    logger.warn({ err: error, prefix }, 'redis unavailable; rate limits count per node');
  };
  redis.on('error', markDown);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({ prefix }, 'redis connected again; rate limits are shared');
  });
  try {
    await redis.connect();
  } catch (error: unknown) {
    markDown(error);
  }

  return {
    hit: async (bucket, key, rule, now = Date.now()) => {
      const { index } = windowOf(rule, now);
      const base = `${prefix}:rate:${bucket}:${key}:${rule.windowMs}:`;
      const name = base + index;
      try {
        // Each window's counter lives on through the next window, which reads it as `previous`.
        const results = await redis
          .multi()
          .incr(name)
          .pexpire(name, 2 * rule.windowMs)
          .get(base + (index - 1))
          .exec();
        const count = Number(results?.[0]?.[1]);
        if (!Number.isFinite(count) || results?.[0]?.[0])
          throw results?.[0]?.[0] ?? new Error('no count');
        const previous = Number(results?.[2]?.[1] ?? 0);
        return decide(count, Number.isFinite(previous) ? previous : 0, rule, now);
      } catch (error: unknown) {
        markDown(error);
        return local.hit(bucket, key, rule, now);
      }
    },
    close: async () => {
      await local.close();
      redis.disconnect();
    },
  };
};

import type { Logger } from 'pino';

/**
 * Fixed-window counters of requests per key (the client's IP), shared by every node through
 * Redis when `REDIS_URL` is set and kept in the process otherwise. `hit` counts one request and
 * says whether it is still within `limit`; when not, `retryAfterMs` is the wait until the window
 * ends. Example: `const { allowed } = await limiter.hit('password', ip, { limit: 30, windowMs: 60_000 })`.
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
  return { index, endsAt: (index + 1) * rule.windowMs };
};

const decide = (count: number, rule: RateLimitRule, endsAt: number, now: number) => ({
  allowed: count <= rule.limit,
  count,
  retryAfterMs: Math.max(0, endsAt - now),
});

/** One process's counters; windows that ended are dropped as new ones start. */
export const createLocalRateLimiter = (): RateLimiter => {
  const counters = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;
  return {
    hit: async (bucket, key, rule, now = Date.now()) => {
      if (now >= nextSweep) {
        for (const [name, counter] of counters) if (counter.endsAt <= now) counters.delete(name);
        nextSweep = now + 60_000;
      }
      const { index, endsAt } = windowOf(rule, now);
      const name = `${bucket}:${key}:${rule.windowMs}:${index}`;
      const counter = counters.get(name) ?? { count: 0, endsAt };
      counter.count += 1;
      counters.set(name, counter);
      return decide(counter.count, rule, endsAt, now);
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
 * Counters in Redis (INCR + PEXPIRE in one MULTI), so every node of a deployment counts the same
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
      const { index, endsAt } = windowOf(rule, now);
      const name = `${prefix}:rate:${bucket}:${key}:${rule.windowMs}:${index}`;
      try {
        const results = await redis.multi().incr(name).pexpire(name, rule.windowMs).exec();
        const count = Number(results?.[0]?.[1]);
        if (!Number.isFinite(count) || results?.[0]?.[0])
          throw results?.[0]?.[0] ?? new Error('no count');
        return decide(count, rule, endsAt, now);
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

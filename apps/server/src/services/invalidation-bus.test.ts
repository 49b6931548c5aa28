import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvalidationBus } from '../context.ts';
import {
  freePort,
  redisServerAvailable,
  startTestRedis,
  type TestRedis,
} from '../test-utils/redis-server.ts';
import { createRedisBus, redisPrefixOf } from './invalidation-bus.ts';

const logger = pino({ level: 'silent' });

describe('redis prefix', () => {
  it('is the configured one, else derived from the database the nodes share', () => {
    expect(redisPrefixOf({ REDIS_PREFIX: 'prod-eu', DATA_DIR: '.data' })).toBe('prod-eu');
    expect(
      redisPrefixOf({
        DATABASE_URL: 'postgres://gatehouse:secret@db.internal/identity?sslmode=require',
        DATA_DIR: '.data',
      }),
    ).toBe('gatehouse:db.internal:5432/identity');
    expect(redisPrefixOf({ DATA_DIR: '/var/lib/gatehouse' })).toBe('gatehouse:/var/lib/gatehouse');
  });
});

const hasRedis = redisServerAvailable();
if (!hasRedis) console.warn('redis-server is not installed: the Redis bus tests are skipped');

describe.skipIf(!hasRedis)('redis bus', () => {
  let redis: TestRedis;
  const buses: InvalidationBus[] = [];
  const bus = async (prefix: string, url = redis.url) => {
    const created = await createRedisBus({ url, prefix, logger, publishTimeoutMs: 500 });
    buses.push(created);
    return created;
  };
  /** The messages `target` hears on channel `c`. */
  const listen = (target: InvalidationBus) => {
    const heard: string[] = [];
    target.subscribe('c', (message) => heard.push(message));
    return heard;
  };

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await Promise.all(buses.map((created) => created.close()));
    await redis?.stop();
  });

  it('keeps deployments with different prefixes apart', async () => {
    const [blue, blueListener, green] = await Promise.all([bus('blue'), bus('blue'), bus('green')]);
    const heard = listen(blueListener);
    // Subscriptions are sent when made: wait until one message gets through.
    await vi.waitFor(async () => {
      await blue.publish('c', 'ready');
      expect(heard).toContain('ready');
    });

    // Redis hands a published message to every subscriber before it answers the publisher, and
    // one connection delivers in order: had the green message reached the listener, it would come
    // before the blue one.
    await green.publish('c', 'from green');
    await blue.publish('c', 'from blue');
    await vi.waitFor(() => expect(heard).toContain('from blue'));
    expect(heard.filter((message) => message !== 'ready')).toEqual(['from blue']);
  });

  it('never throws while Redis is down, and delivers again once it is back', async () => {
    const [writer, reader] = await Promise.all([bus('outage'), bus('outage')]);
    const heard = listen(reader);
    const local = listen(writer);
    await vi.waitFor(async () => {
      await writer.publish('c', 'before');
      expect(heard).toContain('before');
    });

    await redis.stop();
    await expect(writer.publish('c', 'during')).resolves.toBeUndefined();
    // The writing node's own caches are told at once all the same.
    expect(local).toContain('during');

    await redis.start();
    await vi.waitFor(
      async () => {
        await writer.publish('c', 'after');
        expect(heard).toContain('after');
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('starts, and publishes without throwing, when Redis is unreachable', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const offline = await bus('nowhere', closed);
    const heard = listen(offline);
    await expect(offline.publish('c', 'alone')).resolves.toBeUndefined();
    expect(heard).toEqual(['alone']);
  });
});

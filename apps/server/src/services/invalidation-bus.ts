import { EventEmitter } from 'node:events';
import path from 'node:path';
import type { Logger } from 'pino';
import type { InvalidationBus } from '../context.ts';
import type { RawEnv } from '../env.ts';

/** In-process bus: enough for one node. */
export const createLocalBus = (): InvalidationBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (channel, message) => {
      emitter.emit(channel, message);
    },
    subscribe: (channel, onMessage) => {
      emitter.on(channel, onMessage);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};

/**
 * The namespace of a deployment's Redis channels: `REDIS_PREFIX`, or by default `gatehouse:` and
 * the database the nodes share (host, port and name of `DATABASE_URL`, without credentials; the
 * data directory for PGlite). Nodes of one deployment share the database, so they agree on it,
 * and two deployments using the same Redis do not hear each other.
 */
export const redisPrefixOf = (
  env: Partial<Pick<RawEnv, 'REDIS_PREFIX' | 'DATABASE_URL'>> & Pick<RawEnv, 'DATA_DIR'>,
) => {
  if (env.REDIS_PREFIX) return env.REDIS_PREFIX;
  if (!env.DATABASE_URL) return `gatehouse:${path.resolve(env.DATA_DIR)}`;
  const url = URL.parse(env.DATABASE_URL);
  return url
    ? `gatehouse:${url.hostname}:${url.port || '5432'}${url.pathname}`
    : 'gatehouse:postgres';
};

export type RedisBusOptions = {
  url: string;
  /** Namespace of the channels (redisPrefixOf). */
  prefix: string;
  logger: Logger;
  /** The longest a publish may wait on Redis before it is given up (it never throws). */
  publishTimeoutMs?: number;
};

/**
 * Redis pub/sub bus, so a cache dropped on one node is dropped on all of them. Local listeners are
 * called directly too, so the publishing node never waits for the round trip.
 *
 * Redis is an accelerator, not a dependency: missed messages are caught up by the cache versions
 * (services/cache-versions.ts) within a second. So nothing here throws into a request: publishing
 * fails at once while Redis is away (no offline queue), gives up after `publishTimeoutMs` on a
 * hung connection, and logs; the server starts even when Redis is unreachable, and both
 * connections keep reconnecting (the subscriber resubscribes by itself).
 */
export const createRedisBus = async ({
  url,
  prefix,
  logger,
  publishTimeoutMs = 1000,
}: RedisBusOptions): Promise<InvalidationBus> => {
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: publishTimeoutMs,
  });
  // Its SUBSCRIBE commands are queued until connected: they run at start and after reconnection.
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  const local = createLocalBus();
  const nodeId = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const subscribed = new Set<string>();
  const channelPrefix = `${prefix}:`;

  // One warning per outage and connection, not one per reconnection attempt.
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    let down = false;
    connection.on('error', (error: Error) => {
      if (down) return;
      down = true;
      logger.warn({ err: error, prefix }, `redis ${name} unavailable; retrying`);
    });
    connection.on('ready', () => {
      if (!down) return;
      down = false;
      logger.info({ prefix }, `redis ${name} connected again`);
    });
  }

  subscriber.on('message', (channel: string, raw: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const separator = raw.indexOf('|');
    if (separator < 0 || raw.slice(0, separator) === nodeId) return;
    void local.publish(channel.slice(channelPrefix.length), raw.slice(separator + 1));
  });

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error: unknown) {
    logger.warn(
      { err: error, prefix },
      'redis unreachable at start; caches follow the database cache versions until it is back',
    );
  }

  return {
    publish: async (channel, message) => {
      await local.publish(channel, message);
      try {
        await publisher.publish(`${channelPrefix}${channel}`, `${nodeId}|${message}`);
      } catch (error: unknown) {
        logger.warn({ err: error, channel, prefix }, 'publishing on redis failed');
      }
    },
    subscribe: (channel, onMessage) => {
      local.subscribe(channel, onMessage);
      if (!subscribed.has(channel)) {
        subscribed.add(channel);
        subscriber.subscribe(`${channelPrefix}${channel}`).catch((error: unknown) => {
          logger.warn({ err: error, channel, prefix }, 'subscribing on redis failed');
        });
      }
    },
    close: async () => {
      await local.close();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
};

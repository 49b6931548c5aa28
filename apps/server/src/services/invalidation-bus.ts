import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { InvalidationBus } from '../context.ts';

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
 * Redis pub/sub bus, so a cache dropped on one node is dropped on all of them. Local listeners are
 * called directly too, so the publishing node never waits for the round trip.
 */
export const createRedisBus = async (url: string, logger: Logger): Promise<InvalidationBus> => {
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = createLocalBus();
  const nodeId = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const subscribed = new Set<string>();
  subscriber.on('message', (channel: string, raw: string) => {
    const separator = raw.indexOf('|');
    if (raw.slice(0, separator) === nodeId) return;
    void local.publish(channel.replace(/^gatehouse:/, ''), raw.slice(separator + 1));
  });
  subscriber.on('error', (error: Error) => logger.warn({ err: error }, 'redis subscriber error'));
  publisher.on('error', (error: Error) => logger.warn({ err: error }, 'redis publisher error'));
  return {
    publish: async (channel, message) => {
      await local.publish(channel, message);
      await publisher.publish(`gatehouse:${channel}`, `${nodeId}|${message}`);
    },
    subscribe: (channel, onMessage) => {
      local.subscribe(channel, onMessage);
      if (!subscribed.has(channel)) {
        subscribed.add(channel);
        void subscriber.subscribe(`gatehouse:${channel}`);
      }
    },
    close: async () => {
      await local.close();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
};

import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvalidationBus } from '../context.ts';
import { seed } from '../db/seed.ts';
import { createTestDatabase, type TestDatabase } from '../test-utils/test-database.ts';
import { type CacheChange, onCacheChange, publishCacheChange } from './cache-change.ts';
import {
  announceCacheChange,
  cacheVersionsMaxAgeMs,
  createCacheVersions,
} from './cache-versions.ts';
import { createLocalBus } from './invalidation-bus.ts';

// Two nodes on one database. Each has its own local bus, so nothing one publishes reaches the
// other: every message is "lost", and only the cache versions in the database carry the change.

let database: TestDatabase;
const logger = pino({ level: 'silent' });
const tenantId = 'default';

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, {});
});
afterAll(async () => {
  await database?.close();
});

/** A node: its bus, a clock it controls, its tracker and the changes its caches were told. */
const startNode = (bus: InvalidationBus = createLocalBus()) => {
  let time = 1_000_000;
  const told: CacheChange[] = [];
  onCacheChange(bus, (change) => told.push(change));
  const versions = createCacheVersions({ bus, database }, () => time);
  return {
    bus,
    versions,
    told,
    /** Changes this node applied on its own, after reading the versions (no id, no version). */
    dropped: () => told.filter((change) => change.version === undefined && change.id === undefined),
    wait: (ms: number) => {
      time += ms;
    },
    announce: (change: CacheChange) => announceCacheChange({ bus, database, logger }, change),
  };
};

describe('cache versions', () => {
  it('drops, within a second, every entry of a kind changed on a node it did not hear', async () => {
    const writer = startNode();
    const reader = startNode();
    await reader.versions.check(tenantId);

    await writer.announce({ tenantId, kind: 'client', id: 'deleted-app' });
    expect(reader.versions.check(tenantId)).toBeUndefined();
    reader.wait(cacheVersionsMaxAgeMs);
    await reader.versions.check(tenantId);

    expect(reader.dropped()).toEqual([{ tenantId, kind: 'client' }]);
    // Once caught up, the next read finds nothing new.
    reader.wait(cacheVersionsMaxAgeMs);
    await reader.versions.check(tenantId);
    expect(reader.dropped()).toHaveLength(1);
  });

  it('drops nothing more for changes it heard, even out of order', async () => {
    const shared = createLocalBus();
    const reader = startNode(shared);
    await reader.versions.check(tenantId);
    const unheard = startNode();
    // Two role changes committed; their messages reach the reader in the wrong order.
    await unheard.announce({ tenantId, kind: 'role', id: 'r1' });
    await unheard.announce({ tenantId, kind: 'role', id: 'r2' });
    const [first, second] = unheard.told.map((change) => change.version);
    await publishCacheChange(shared, { tenantId, kind: 'role', id: 'r2', version: second });
    await publishCacheChange(shared, { tenantId, kind: 'role', id: 'r1', version: first });

    reader.wait(cacheVersionsMaxAgeMs);
    await reader.versions.check(tenantId);
    expect(reader.dropped()).toEqual([]);
  });

  it("learns its own node's changes from the announcement", async () => {
    const node = startNode();
    await node.versions.check(tenantId);
    await node.announce({ tenantId, kind: 'user', id: 'u1' });
    node.wait(cacheVersionsMaxAgeMs);
    await node.versions.check(tenantId);
    expect(node.dropped()).toEqual([]);
  });

  it('reads once per tenant and second, shared by concurrent callers', async () => {
    const node = startNode();
    const first = node.versions.check(tenantId);
    expect(first).toBeDefined();
    expect(node.versions.check(tenantId)).toBe(first);
    await first;
    expect(node.versions.check(tenantId)).toBeUndefined();
    node.wait(cacheVersionsMaxAgeMs - 1);
    expect(node.versions.check(tenantId)).toBeUndefined();
    node.wait(1);
    const again = node.versions.check(tenantId);
    expect(again).toBeDefined();
    await again;
  });
});

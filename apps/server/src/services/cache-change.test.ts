import { describe, expect, it } from 'vitest';
import {
  applyCacheChangeLocally,
  type CacheChange,
  decodeCacheChange,
  encodeCacheChange,
  onCacheChange,
  publishCacheChange,
} from './cache-change.ts';
import { createLocalBus } from './invalidation-bus.ts';

describe('cache change messages', () => {
  it('round-trips every kind, with and without an id', () => {
    const changes: CacheChange[] = [
      { tenantId: 'default', kind: 'client', id: 'app-1' },
      { tenantId: 'default', kind: 'client' },
      { tenantId: 'default', kind: 'resource', id: 'res-1' },
      { tenantId: 'default', kind: 'role', id: 'role-1' },
      { tenantId: 'default', kind: 'user', id: 'user-1' },
      { tenantId: 'default', kind: 'keys' },
      { tenantId: 'admin', kind: 'tenant' },
      { tenantId: 'default', kind: 'client', id: 'app-1', version: 42 },
    ];
    for (const change of changes)
      expect(decodeCacheChange(encodeCacheChange(change))).toEqual(change);
  });

  it('reads the bare tenant id of an older node as a whole-tenant change', () => {
    expect(decodeCacheChange('default')).toEqual({ tenantId: 'default', kind: 'tenant' });
  });

  it('reads a kind it does not know as a whole-tenant change', () => {
    expect(
      decodeCacheChange('{"tenantId":"default","kind":"sign-in-experience","id":"x"}'),
    ).toEqual({ tenantId: 'default', kind: 'tenant' });
  });

  it('ignores messages that name no tenant', () => {
    for (const message of [
      '',
      '{',
      '{"kind":"user","id":"u"}',
      '{"tenantId":3}',
      '{"tenantId":""}',
    ])
      expect(decodeCacheChange(message)).toBeUndefined();
  });

  it('delivers a published change to local subscribers before publish settles', async () => {
    const bus = createLocalBus();
    const seen: CacheChange[] = [];
    onCacheChange(bus, (change) => seen.push(change));
    const published = publishCacheChange(bus, { tenantId: 'default', kind: 'user', id: 'u1' });
    expect(seen).toEqual([{ tenantId: 'default', kind: 'user', id: 'u1' }]);
    await published;
    await bus.close();
  });

  it('ignores a version that is not a positive integer', () => {
    expect(decodeCacheChange('{"tenantId":"default","kind":"role","version":"7"}')).toEqual({
      tenantId: 'default',
      kind: 'role',
    });
    expect(decodeCacheChange('{"tenantId":"default","kind":"role","version":-1}')).toEqual({
      tenantId: 'default',
      kind: 'role',
    });
  });

  it('applies a change locally to subscribers without publishing it', async () => {
    const bus = createLocalBus();
    const heardOnBus: string[] = [];
    bus.subscribe('tenant-cache', (message) => heardOnBus.push(message));
    const seen: CacheChange[] = [];
    onCacheChange(bus, (change) => seen.push(change));
    applyCacheChangeLocally(bus, { tenantId: 'default', kind: 'client' });
    expect(seen).toEqual([{ tenantId: 'default', kind: 'client' }]);
    expect(heardOnBus).toEqual([]);
    await bus.close();
  });
});

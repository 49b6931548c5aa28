import type { InvalidationBus } from '../context.ts';

/**
 * What changed in a tenant, as far as the in-memory caches care (docs/decisions/003):
 * - `client`: an application (its metadata, secrets, role assignments); `id` is its client id.
 * - `resource`: an API resource or its scopes (indicators, token TTL, default resource).
 * - `role`: a role, its scopes or its members.
 * - `user`: a user (suspension, deletion, profile, roles); `id` is the user id.
 * - `keys`: the signing keys.
 * - `experience`: the sign-in configuration and its state: the sign-in experience, custom
 *   phrases, connectors, e-mail templates, verification codes, sentinel lockouts, the account
 *   center and the captcha provider. No cache holds them (they are read from the database where
 *   used), so nothing is dropped, but the change is still announced.
 * - `tenant`: anything else, including settings the OIDC provider is configured from: every cache
 *   of the tenant is dropped. The safe answer to a change nobody described.
 * Without `id`, every entry of that kind in the tenant is concerned (e.g. a creation).
 */
export type CacheChangeKind =
  | 'client'
  | 'resource'
  | 'role'
  | 'user'
  | 'keys'
  | 'experience'
  | 'tenant';

export type CacheChange = {
  tenantId: string;
  kind: CacheChangeKind;
  id?: string;
  /**
   * The tenant's counter of `kind` after this change (services/cache-versions.ts). A node that
   * saw every version up to the counter it reads from the database knows it missed nothing;
   * absent when the counter could not be bumped, or for a change delivered locally.
   */
  version?: number;
};

/**
 * One channel for every change. The name predates typed messages: a node of an older release
 * publishes the bare tenant id there, which is read as a `tenant` change (see decodeCacheChange).
 */
export const cacheChangeChannel = 'tenant-cache';

const kinds = new Set<string>([
  'client',
  'resource',
  'role',
  'user',
  'keys',
  'experience',
  'tenant',
] satisfies CacheChangeKind[]);

/** A kind read from elsewhere (the database, a newer node); unknown ones are whole-tenant. */
export const cacheChangeKindOf = (kind: string): CacheChangeKind =>
  kinds.has(kind) ? (kind as CacheChangeKind) : 'tenant';

export const encodeCacheChange = (change: CacheChange) => JSON.stringify(change);

/**
 * The change a bus message describes, or undefined for one that names no tenant. Anything it
 * cannot read precisely falls back to a whole-tenant change: dropping too much costs a rebuild,
 * dropping too little serves stale data.
 */
export const decodeCacheChange = (message: string): CacheChange | undefined => {
  if (!message.startsWith('{')) return message ? { tenantId: message, kind: 'tenant' } : undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return undefined;
  }
  const { tenantId, kind, id, version } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof tenantId !== 'string' || !tenantId) return undefined;
  if (typeof kind !== 'string' || !kinds.has(kind)) return { tenantId, kind: 'tenant' };
  return {
    tenantId,
    kind: kind as CacheChangeKind,
    ...(typeof id === 'string' && id ? { id } : {}),
    ...(Number.isSafeInteger(version) && (version as number) > 0
      ? { version: version as number }
      : {}),
  };
};

/** The subscribers of each bus on this node, for changes that concern this node only. */
const localSubscribers = new WeakMap<InvalidationBus, Set<(change: CacheChange) => void>>();

/** Announces a change to every node (this one synchronously, before the promise settles). */
export const publishCacheChange = (bus: InvalidationBus, change: CacheChange) =>
  bus.publish(cacheChangeChannel, encodeCacheChange(change));

/** Calls `onChange` for every change announced on any node. */
export const onCacheChange = (bus: InvalidationBus, onChange: (change: CacheChange) => void) => {
  let subscribers = localSubscribers.get(bus);
  if (!subscribers) {
    subscribers = new Set();
    localSubscribers.set(bus, subscribers);
  }
  subscribers.add(onChange);
  bus.subscribe(cacheChangeChannel, (message) => {
    const change = decodeCacheChange(message);
    if (change) onChange(change);
  });
};

/**
 * Applies a change to this node's caches only, without telling the others: for a node that finds
 * out by itself it missed changes (services/cache-versions.ts), which the other nodes did not.
 */
export const applyCacheChangeLocally = (bus: InvalidationBus, change: CacheChange) => {
  for (const onChange of localSubscribers.get(bus) ?? []) onChange(change);
};

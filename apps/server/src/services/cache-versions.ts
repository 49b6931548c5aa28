import type { AppContext, InvalidationBus } from '../context.ts';
import { withTenantStatement } from '../db/tenant-scope.ts';
import { bumpCacheVersion, readCacheVersions } from '../queries/cache-versions.ts';
import {
  applyCacheChangeLocally,
  type CacheChange,
  cacheChangeKindOf,
  onCacheChange,
  publishCacheChange,
} from './cache-change.ts';

/** How old a node's view of a tenant's counters may be before a request reads them again. */
export const cacheVersionsMaxAgeMs = 1000;
/** Versions heard ahead of a gap, per tenant and kind; past this the next read settles them. */
const maxPendingVersions = 256;

type KindState = { version: number; ahead: Set<number> };
type TenantState = {
  kinds: Map<string, KindState>;
  /** When the read that settled `kinds` started: its data is at least that fresh. */
  readStartedAt: number;
  reading?: Promise<void>;
};

type Dependencies = Pick<AppContext, 'bus' | 'database'>;

export type CacheVersions = {
  /**
   * Makes sure this node has applied every change of `tenantId` committed more than
   * `cacheVersionsMaxAgeMs` ago. Call it before reading any cache of the tenant. Undefined (no
   * waiting) while the last read is recent enough; otherwise the promise of the one read under
   * way, which drops the caches of every kind changed without this node hearing of it.
   */
  check: (tenantId: string) => Promise<void> | undefined;
};

/**
 * Bounded staleness for every in-memory cache (docs/decisions/003). The bus tells nodes what
 * changed, precisely and at once, but a message can be lost (Redis restarted, a network blip, no
 * Redis). Each change also bumps the tenant's counter of its kind (`cache_versions`) and carries
 * the new value; a node advances its known counter for each message it hears in sequence. Once a
 * second per tenant, on demand, it reads the counters: one it did not reach means it missed a
 * message, and it drops every cached entry of that kind in the tenant (the change's id was in the
 * lost message). A node hearing every message pays one small read per tenant per second.
 */
export const createCacheVersions = (
  { bus, database }: Dependencies,
  now: () => number = Date.now,
): CacheVersions => {
  const tenants = new Map<string, TenantState>();

  const kindOf = (state: TenantState, kind: string) => {
    let known = state.kinds.get(kind);
    if (!known) {
      known = { version: 0, ahead: new Set() };
      state.kinds.set(kind, known);
    }
    return known;
  };

  /** A change heard on the bus: the counter advances only over an unbroken sequence. */
  const hear = ({ tenantId, kind, version }: CacheChange) => {
    const state = tenants.get(tenantId);
    // A tenant never checked has nothing cached yet; its first read starts from the database.
    if (version === undefined || !state) return;
    const known = kindOf(state, kind);
    if (version <= known.version) return;
    if (known.ahead.size >= maxPendingVersions) known.ahead.clear();
    known.ahead.add(version);
    while (known.ahead.delete(known.version + 1)) known.version += 1;
  };
  onCacheChange(bus, hear);

  /** Reads the counters and drops, on this node only, every kind that moved unheard. */
  const read = async (tenantId: string, state: TenantState) => {
    const startedAt = now();
    const current = await withTenantStatement(database.db, tenantId, readCacheVersions);
    const first = state.readStartedAt === Number.NEGATIVE_INFINITY;
    const missed: string[] = [];
    for (const kind of new Set([...current.keys(), ...state.kinds.keys()])) {
      const version = current.get(kind) ?? 0;
      const known = kindOf(state, kind);
      if (!first && known.version !== version && !heardUpTo(known, version)) missed.push(kind);
      known.version = version;
      for (const ahead of known.ahead) if (ahead <= version) known.ahead.delete(ahead);
      while (known.ahead.delete(known.version + 1)) known.version += 1;
    }
    state.readStartedAt = startedAt;
    for (const kind of missed)
      applyCacheChangeLocally(bus, { tenantId, kind: cacheChangeKindOf(kind) });
  };

  /** Whether every version between the known one and `version` was heard, out of order. */
  const heardUpTo = (known: KindState, version: number) => {
    if (version < known.version) return false;
    for (let next = known.version + 1; next <= version; next += 1)
      if (!known.ahead.has(next)) return false;
    return true;
  };

  return {
    check: (tenantId) => {
      let state = tenants.get(tenantId);
      if (!state) {
        state = { kinds: new Map(), readStartedAt: Number.NEGATIVE_INFINITY };
        tenants.set(tenantId, state);
      }
      if (state.reading) return state.reading;
      if (now() - state.readStartedAt < cacheVersionsMaxAgeMs) return undefined;
      const reading = read(tenantId, state).finally(() => {
        if (state.reading === reading) state.reading = undefined;
      });
      state.reading = reading;
      return reading;
    },
  };
};

/** One tracker per bus, i.e. per running app: every cache of the app shares its reads. */
const trackers = new WeakMap<InvalidationBus, CacheVersions>();

/** The cache-version tracker of `app` (created on first use). */
export const cacheVersionsOf = (app: Dependencies): CacheVersions => {
  let tracker = trackers.get(app.bus);
  if (!tracker) {
    tracker = createCacheVersions(app);
    trackers.set(app.bus, tracker);
  }
  return tracker;
};

/**
 * Announces a committed change: bumps the tenant's counter of its kind, then publishes the change
 * with the new counter. Both are best effort and never throw: the write already happened and the
 * client gets its true answer. Without the bump, other nodes still get the message; without the
 * message, they see the bumped counter within a second; only losing both (a crash between the
 * commit and the bump) leaves them to the caches' own expiry.
 */
export const announceCacheChange = async (
  app: Pick<AppContext, 'bus' | 'database' | 'logger'>,
  change: CacheChange,
): Promise<void> => {
  let version: number | undefined;
  try {
    version = await withTenantStatement(app.database.db, change.tenantId, (tx) =>
      bumpCacheVersion(tx, change.kind),
    );
  } catch (error: unknown) {
    app.logger.warn({ err: error, tenantId: change.tenantId }, 'bumping a cache version failed');
  }
  try {
    await publishCacheChange(app.bus, version === undefined ? change : { ...change, version });
  } catch (error: unknown) {
    app.logger.warn({ err: error, tenantId: change.tenantId }, 'publishing a cache change failed');
  }
};

import pg from 'pg';
import type { TenantLogin } from './tenant-logins.ts';

export type TenantPoolOptions = {
  /** The migrating login's URL: host, port, database and TLS settings are reused, not its login. */
  connectionString: string;
  /** Connections per tenant. */
  max: number;
  /** Tenant pools kept open at most; beyond it the least recently used idle one is closed. */
  maxPools: number;
  /** The login a tenant's connections use (`ensureTenantLogin`). */
  login: (tenantId: string) => Promise<TenantLogin>;
  onConnectionError: (error: Error) => void;
};

export type TenantPools = {
  /** A connection logged in as the tenant's own login, from the tenant's pool. */
  connect: (tenantId: string) => Promise<pg.PoolClient>;
  end: () => Promise<void>;
};

type Entry = { opening: Promise<pg.Pool>; pool?: pg.Pool };

/**
 * One small pipelining pool per tenant that has requests (decision 002): a connection belongs to
 * one tenant for its whole life, because its login is what the row-level security policies read.
 * Idle connections close after 10 s, so a quiet tenant holds none; the pools themselves are
 * capped, least recently used first, and a pool with a connection in use is never closed.
 */
export const createTenantPools = (options: TenantPoolOptions): TenantPools => {
  const entries = new Map<string, Entry>();
  const ended = new WeakSet<pg.Pool>();

  const open = async (tenantId: string) => {
    const login = await options.login(tenantId);
    const url = new URL(options.connectionString);
    url.username = encodeURIComponent(login.user);
    url.password = encodeURIComponent(login.password);
    const pool = new pg.Pool({
      connectionString: url.toString(),
      max: options.max,
      idleTimeoutMillis: 10_000,
      // As the migrating login's pool (client.ts, decision 006).
      pipeline: true,
    });
    pool.on('error', options.onConnectionError);
    return pool;
  };

  const closeIdlePoolsBeyondCap = () => {
    let excess = entries.size - options.maxPools;
    for (const [tenantId, entry] of entries) {
      if (excess <= 0) return;
      const { pool } = entry;
      if (!pool || pool.totalCount > pool.idleCount || pool.waitingCount > 0) continue;
      entries.delete(tenantId);
      ended.add(pool);
      excess -= 1;
      pool.end().catch(options.onConnectionError);
    }
  };

  const poolOf = (tenantId: string): Promise<pg.Pool> => {
    const known = entries.get(tenantId);
    if (known) {
      // Map order is the recency order.
      entries.delete(tenantId);
      entries.set(tenantId, known);
      return known.opening;
    }
    const entry: Entry = { opening: open(tenantId) };
    entries.set(tenantId, entry);
    entry.opening.then(
      (pool) => {
        entry.pool = pool;
        closeIdlePoolsBeyondCap();
      },
      // An unknown tenant or a failed login: the next request tries again.
      () => {
        if (entries.get(tenantId) === entry) entries.delete(tenantId);
      },
    );
    return entry.opening;
  };

  return {
    connect: async (tenantId) => {
      for (;;) {
        const pool = await poolOf(tenantId);
        // Closed for the cap between the lookup and now: open it again.
        if (!ended.has(pool)) return pool.connect();
      }
    },
    end: async () => {
      const pools = await Promise.allSettled([...entries.values()].map(({ opening }) => opening));
      entries.clear();
      await Promise.all(
        pools.flatMap((settled) =>
          settled.status === 'fulfilled' && !ended.has(settled.value) ? [settled.value.end()] : [],
        ),
      );
    },
  };
};

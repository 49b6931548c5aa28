import type { Logger } from 'pino';
import type { DatabaseHandle } from './db/client.ts';
import type { SecretBox } from './db/secret-box.ts';
import type { Env } from './env.ts';
import type { RateLimiter } from './services/rate-limiter.ts';

/** Where a tenant lives on the wire. `issuer` is `${endpoint}/oidc`. */
export type TenantUrls = { endpoint: string; issuer: string };

/** The tenant a request resolved to (see http/tenant.ts). */
export type TenantInfo = { id: string; isAdmin: boolean; urls: TenantUrls };

/** Cache-invalidation bus: local in one process, Redis pub/sub across nodes when REDIS_URL is set. */
export type InvalidationBus = {
  publish: (channel: string, message: string) => Promise<void>;
  subscribe: (channel: string, onMessage: (message: string) => void) => void;
  close: () => Promise<void>;
};

/** Long-lived dependencies shared by every request; built once in app.ts. */
export type AppContext = {
  env: Env;
  database: DatabaseHandle;
  /** Seals and opens the secrets stored encrypted at rest (db/secret-box.ts). */
  secretBox: SecretBox;
  logger: Logger;
  bus: InvalidationBus;
  /**
   * Per-IP request counters (services/rate-limiter.ts): in Redis when REDIS_URL is set. Absent in
   * small test apps, whose routers then count in their own process.
   */
  rateLimiter?: RateLimiter;
  /** Public URLs of a tenant, resolved after the listeners know their real ports. */
  tenantUrls: (tenantId: string) => TenantUrls;
  /** Origins of the admin port (console), allowed by CORS on the main port's API. */
  adminOrigins: () => string[];
};

export const adminTenantId = 'admin';
export const defaultTenantId = 'default';

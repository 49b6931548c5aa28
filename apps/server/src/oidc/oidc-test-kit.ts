import type { AddressInfo } from 'node:net';
import Koa, { type Middleware } from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { AppContext, TenantInfo } from '../context.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import {
  cookieKeysConfigKey,
  generateCookieKey,
  generatePrivateKey,
  privateKeysConfigKey,
} from '../db/oidc-keys.ts';
import * as t from '../db/schema/index.ts';
import { createEphemeralSecretBox } from '../db/secret-box.ts';
import { loadEnv } from '../env.ts';
import { setTenant } from '../http/request-scope.ts';
import { createLocalBus } from '../services/invalidation-bus.ts';
import { oidcMiddleware } from './oidc-middleware.ts';
import { createProviderCache, type ProviderCache } from './provider-cache.ts';

/** Test-only kit: a migrated in-memory database and a Koa app serving one tenant's `/oidc`. */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  return database;
};

export const insertTenant = async (database: DatabaseHandle, tenantId: string) => {
  await database.db.insert(t.tenants).values({ id: tenantId });
  await database.db.insert(t.configs).values([
    { tenantId, key: privateKeysConfigKey, value: [generatePrivateKey()] },
    { tenantId, key: cookieKeysConfigKey, value: [generateCookieKey()] },
    {
      tenantId,
      key: 'idToken',
      value: { enabledExtendedClaims: ['roles', 'organizations', 'organization_roles'] },
    },
  ]);
};

export type OidcTestServer = {
  app: AppContext;
  providers: ProviderCache;
  tenant: TenantInfo;
  origin: string;
  close: () => Promise<void>;
};

/** Listens on 127.0.0.1:0; `extra` runs after the OIDC middleware (test-only routes). */
export const startOidcServer = async (
  database: DatabaseHandle,
  tenantId: string,
  extra?: (providers: ProviderCache) => Middleware,
): Promise<OidcTestServer> => {
  let origin = 'http://127.0.0.1:0';
  const app: AppContext = {
    env: loadEnv({ NODE_ENV: 'test' }),
    database,
    secretBox: createEphemeralSecretBox(),
    logger: pino({ level: 'silent' }),
    bus: createLocalBus(),
    tenantUrls: () => ({ endpoint: origin, issuer: `${origin}/oidc` }),
    adminOrigins: () => [],
  };
  const providers = createProviderCache(app);
  const koa = new Koa();
  koa.use(async (ctx, next) => {
    setTenant(ctx, { id: tenantId, isAdmin: false, urls: app.tenantUrls(tenantId) });
    await next();
  });
  koa.use(oidcMiddleware(providers));
  if (extra) koa.use(extra(providers));
  const server = koa.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    providers,
    tenant: { id: tenantId, isAdmin: false, urls: app.tenantUrls(tenantId) },
    origin,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.bus.close();
    },
  };
};

export type OidcTestFixture = { database: DatabaseHandle; server: OidcTestServer };

/**
 * The set-up of an OIDC test file, registered as its `beforeAll`/`afterAll`: a migrated in-memory
 * database with the tenant (`insertTenant`) and what `seed` adds, and a server for it (`extra` as
 * in `startOidcServer`); both closed after the file. The fields are set once `beforeAll` has run.
 */
export const setUpOidcTestServer = ({
  tenantId,
  seed,
  extra,
}: {
  tenantId: string;
  seed: (db: DatabaseHandle['db']) => Promise<void>;
  extra?: (providers: ProviderCache) => Middleware;
}): OidcTestFixture => {
  const fixture = {} as OidcTestFixture;
  beforeAll(async () => {
    fixture.database = await openTestDatabase();
    await insertTenant(fixture.database, tenantId);
    await seed(fixture.database.db);
    fixture.server = await startOidcServer(fixture.database, tenantId, extra);
  }, 60_000);
  afterAll(async () => {
    await fixture.server?.close();
    await fixture.database?.close();
  });
  return fixture;
};

/** A minimal cookie jar for driving browser redirects with fetch. */
export const createCookieJar = () => {
  const cookies = new Map<string, string>();
  return {
    store: (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    get: (name: string) => cookies.get(name),
  };
};

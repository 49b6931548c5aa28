import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import mount from 'koa-mount';
import Provider from 'oidc-provider';
import { pino } from 'pino';
import { type AppContext, adminTenantId, defaultTenantId, type TenantInfo } from '../../context.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { createEphemeralSecretBox } from '../../db/secret-box.ts';
import { seed } from '../../db/seed.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { loadEnv } from '../../env.ts';
import { errorHandler } from '../../http/error-handler.ts';
import { jsonBody } from '../../http/json-body.ts';
import { setTenant } from '../../http/request-scope.ts';
import { insertUser } from '../../queries/users.ts';
import { createLocalBus } from '../../services/invalidation-bus.ts';
import { hashPassword } from '../../services/passwords.ts';
import { consentMiddleware, createExperienceRouter } from '../experience.router.ts';

export const callbackUrl = 'http://127.0.0.1/callback';
export const testClientId = 'demo-client';

/** A stand-in for the OIDC engineer's provider: real oidc-provider, in-memory models. */
const createTestProvider = (issuer: string, clientIds: string[]) => {
  const provider = new Provider(issuer, {
    clients: clientIds.map((clientId) => ({
      client_id: clientId,
      token_endpoint_auth_method: 'none',
      redirect_uris: [callbackUrl],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    cookies: {
      // As Gatehouse's provider does: the interaction cookie must reach `/api/experience`.
      short: { path: '/', signed: true },
      long: { path: '/', signed: true },
    },
    interactions: {
      url: (_ctx, interaction) => (interaction.prompt.name === 'consent' ? '/consent' : '/sign-in'),
    },
    findAccount: (_ctx, accountId) => ({ accountId, claims: () => ({ sub: accountId }) }),
    features: { devInteractions: { enabled: false } },
  });
  // oidc-provider 9 signs its cookies with the Koa app's keys.
  provider.keys = [randomBytes(24).toString('base64url')];
  return provider;
};

export type TenantServer = {
  origin: string;
  provider: Provider;
  tenant: TenantInfo;
  server: Server;
};

export type Harness = {
  app: AppContext;
  database: DatabaseHandle;
  warnings: string[];
  main: TenantServer;
  admin: TenantServer;
  close: () => Promise<void>;
};

const listen = async (handler: Parameters<typeof createServer>[1]) => {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

/**
 * A migrated, seeded PGlite database and one small Koa app per tenant (`default` on one port,
 * `admin` on another) with the experience router, the consent middleware and a provider at
 * `/oidc`. `warnings` collects the warn/error log lines.
 */
export const startHarness = async (env: Record<string, string> = {}): Promise<Harness> => {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seed(database.db);
  const warnings: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
  const urls = new Map<string, string>();
  const app: AppContext = {
    env: loadEnv({ NODE_ENV: 'test', PWNED_PASSWORDS_URL: 'http://127.0.0.1:9/unused', ...env }),
    database,
    secretBox: createEphemeralSecretBox(),
    logger,
    bus: createLocalBus(),
    tenantUrls: (id) => ({ endpoint: urls.get(id) ?? '', issuer: `${urls.get(id) ?? ''}/oidc` }),
    adminOrigins: () => [urls.get(adminTenantId) ?? ''],
  };
  const providers = new Map<string, Provider>();
  const providerCache = {
    get: async (tenant: TenantInfo) => {
      const provider = providers.get(tenant.id);
      if (!provider) throw new Error(`no provider for ${tenant.id}`);
      return provider;
    },
  };

  const startTenant = async (id: string, clientIds: string[]): Promise<TenantServer> => {
    const koa = new Koa();
    koa.silent = true;
    // The issuer needs the port, so listen first and compose the middleware afterwards.
    let handle: ReturnType<Koa['callback']> | undefined;
    const { server, origin } = await listen((req, res) => handle?.(req, res));
    urls.set(id, origin);
    const tenant: TenantInfo = { id, isAdmin: id === adminTenantId, urls: app.tenantUrls(id) };
    const provider = createTestProvider(tenant.urls.issuer, clientIds);
    providers.set(id, provider);
    provider.on('server_error', (_ctx, error) => warnings.push(`provider error: ${error.stack}`));
    koa.use(errorHandler(app));
    koa.use(async (ctx, next) => {
      setTenant(ctx, tenant);
      await next();
    });
    // koa-mount runs the provider's middleware on this app's context, so its cookies use these keys.
    koa.keys = provider.keys;
    koa.use(mount('/oidc', provider));
    koa.use(jsonBody(app.env.BODY_LIMIT));
    koa.use(createExperienceRouter(app, providerCache).routes());
    koa.use(consentMiddleware(app, providerCache));
    handle = koa.callback();
    return { origin, provider, tenant, server };
  };

  const main = await startTenant(defaultTenantId, [testClientId]);
  const admin = await startTenant(adminTenantId, ['admin-console', testClientId]);
  return {
    app,
    database,
    warnings,
    main,
    admin,
    close: async () => {
      await Promise.all(
        [main, admin].map(({ server }) => new Promise((resolve) => server.close(resolve))),
      );
      await database.close();
    },
  };
};

/** Inserts a user with an Argon2id password straight into the database. */
export const createTestUser = async (
  harness: Harness,
  tenantId: string,
  user: { id: string; username: string; password: string; isSuspended?: boolean },
) => {
  const { encrypted, method } = await hashPassword(user.password);
  return withTenant(harness.database.db, tenantId, (tx) =>
    insertUser(tx, {
      id: user.id,
      username: user.username,
      passwordEncrypted: encrypted,
      passwordEncryptionMethod: method,
      isSuspended: user.isSuspended ?? false,
    }),
  );
};

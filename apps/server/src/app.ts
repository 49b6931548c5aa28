import path from 'node:path';
import Koa from 'koa';
import type { DestinationStream } from 'pino';
import { createAccountRouter } from './account/account.router.ts';
import type { AppContext, TenantUrls } from './context.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { openSecretsAtRest } from './db/open-secrets-at-rest.ts';
import { seed } from './db/seed.ts';
import type { Env } from './env.ts';
import {
  consentMiddleware,
  createExperienceRouter,
  unknownSessionRedirect,
} from './experience/experience.router.ts';
import { socialCallbackFormPost } from './experience/social-callback-form-post.ts';
import { ssoConnectionTestCallback } from './experience/sso-connection-test-callback.ts';
import { createSamlAssertionConsumerRouter } from './experience/sso-saml-acs.ts';
import { compressApiAnswers } from './http/compress-answers.ts';
import { apiCors } from './http/cors.ts';
import { errorHandler } from './http/error-handler.ts';
import { jsonBody } from './http/json-body.ts';
import { createJwksCache } from './http/management-auth.ts';
import { apiNotFound } from './http/not-found.ts';
import { createRouteCatalogue, type RouteCatalogue } from './http/openapi.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { type PortRole, resolveTenant } from './http/tenant.ts';
import { ensureErrorPhrases } from './http/translate-error.ts';
import { createLogger } from './logger.ts';
import { oidcCors } from './oidc/oidc-cors.ts';
import { oidcMiddleware } from './oidc/oidc-middleware.ts';
import { createProviderCache } from './oidc/provider-cache.ts';
import { providerPagePolicyMiddleware } from './oidc/provider-page-policy.ts';
import { createManagementRouter } from './routers/management.router.ts';
import { createMeRouter } from './routers/me.router.ts';
import { createPublicRouter } from './routers/public.routes.ts';
import { createUserAssetsRouter } from './routers/user-assets.routes.ts';
import { createSamlAppRouter } from './saml-applications/saml-app.router.ts';
import { createLocalBus, createRedisBus, redisPrefixOf } from './services/invalidation-bus.ts';
import { startLogRetention } from './services/log-retention.ts';
import { createLocalRateLimiter, createRedisRateLimiter } from './services/rate-limiter.ts';
import {
  describeDatabaseOpening,
  type StartupProgress,
  silentProgress,
} from './startup-progress.ts';
import { consolePageHeaders, signInPageHeaders } from './static/page-headers.ts';
import { serveSignInPreview } from './static/sign-in-preview.ts';
import { redirectRootToConsole, serveSpa } from './static/spa.ts';

export type Gatehouse = {
  context: AppContext;
  mainApp: Koa;
  adminApp: Koa;
  /** Every router's registered routes, by audience (the OpenAPI documents' source). */
  routes: RouteCatalogue;
  /** `routes.management`, kept for the tests that walk the management API. */
  managementRoutes: RouteCatalogue['management'];
  /** Tells the app the real ports once the listeners are bound (tests listen on port 0). */
  setPorts: (ports: { main: number; admin: number }) => void;
  close: () => Promise<void>;
};

export type CreateOptions = {
  database?: DatabaseHandle;
  skipSeed?: boolean;
  /** Where log lines go (default stdout): tests capture them to search for secrets. */
  logDestination?: DestinationStream;
  /** Step lines while the database opens, migrates and seeds (`npm start`; default: none). */
  progress?: StartupProgress;
};

/** Opens the database, migrates, seeds, and builds the two Koa apps (main and admin port). */
export const createGatehouse = async (
  env: Env,
  options: CreateOptions = {},
): Promise<Gatehouse> => {
  const logger = createLogger(env, options.logDestination);
  const progress = options.progress ?? silentProgress;
  if (!options.database) progress.step(await describeDatabaseOpening(env));
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      onConnectionError: (error) =>
        logger.warn(
          { code: (error as { code?: string }).code, message: error.message },
          'a pooled PostgreSQL connection failed and was dropped',
        ),
    }));
  await migrate(database, {
    onMigration: (number, count) => progress.step(`applying migrations ${number}/${count}…`),
  });
  if (!options.skipSeed) {
    const bootstrapClient =
      env.BOOTSTRAP_CLIENT_ID && env.BOOTSTRAP_CLIENT_SECRET
        ? { id: env.BOOTSTRAP_CLIENT_ID, secret: env.BOOTSTRAP_CLIENT_SECRET }
        : undefined;
    const seeding = { onSeeding: () => progress.step('seeding tenants default and admin…') };
    if (await seed(database.db, { bootstrapClient }, seeding))
      logger.info({ database: database.describe }, 'seeded tenants default and admin');
  }
  // Before any request: seals what the seed (or an older version) stored plain, and refuses to
  // start with keys that cannot open what is stored.
  const secretBox = await openSecretsAtRest(env, database, logger);
  await ensureErrorPhrases('en');
  const bus = env.REDIS_URL
    ? await createRedisBus({ url: env.REDIS_URL, prefix: redisPrefixOf(env), logger })
    : createLocalBus();
  const rateLimiter = env.REDIS_URL
    ? await createRedisRateLimiter({ url: env.REDIS_URL, prefix: redisPrefixOf(env), logger })
    : createLocalRateLimiter();

  let ports = { main: env.PORT, admin: env.ADMIN_PORT };
  const endpointOf = (role: PortRole) =>
    role === 'admin'
      ? (env.ADMIN_ENDPOINT ?? `http://localhost:${ports.admin}`)
      : (env.ENDPOINT ?? `http://localhost:${ports.main}`);
  const tenantUrls = (tenantId: string): TenantUrls => {
    const base = tenantId === 'admin' ? endpointOf('admin') : endpointOf('main');
    const endpoint =
      tenantId === 'admin' || env.GATEHOUSE_EDITION === 'oss' ? base : `${base}/${tenantId}`;
    return { endpoint, issuer: `${endpoint}/oidc` };
  };

  const context: AppContext = {
    env: { ...env, endpoint: endpointOf('main'), adminEndpoint: endpointOf('admin') },
    database,
    secretBox,
    logger,
    bus,
    rateLimiter,
    tenantUrls,
    adminOrigins: () => {
      const origins = new Set([
        `http://localhost:${ports.admin}`,
        new URL(endpointOf('admin')).origin,
      ]);
      return [...origins];
    },
  };

  const stopLogRetention = startLogRetention(context);
  const providers = createProviderCache(context);
  const jwks = createJwksCache(context);
  const routes = createRouteCatalogue();
  const management = createManagementRouter(context, jwks, routes.management);
  const publicRouter = createPublicRouter(context, routes);
  const experienceRouter = createExperienceRouter(context, providers, routes.experience);
  const consent = consentMiddleware(context, providers);
  const unknownSession = unknownSessionRedirect(context, providers);
  const userAssets = createUserAssetsRouter(context, routes.userAssets);
  const me = createMeRouter(context, jwks, routes.me);
  const account = createAccountRouter(context, providers, routes.account);
  const samlApps = createSamlAppRouter(context, providers, routes.public);
  const samlAssertionConsumer = createSamlAssertionConsumerRouter(context, routes.public);
  const consoleDist = env.CONSOLE_DIST ?? path.join(env.repoRoot, 'apps/console/dist');
  const signInDist = env.SIGN_IN_DIST ?? path.join(env.repoRoot, 'apps/sign-in/dist');

  const buildApp = (role: PortRole) => {
    const app = new Koa({ proxy: env.TRUST_PROXY_HEADER });
    app.silent = true;
    app.use(requestContext(context));
    app.use(securityHeaders({ publicEndpoint: () => endpointOf(role) }));
    app.use(compressApiAnswers());
    app.use(errorHandler(context));
    app.use(resolveTenant(context, role));
    app.use(oidcCors(context));
    app.use(providerPagePolicyMiddleware());
    app.use(oidcMiddleware(providers));
    app.use(apiCors(() => (role === 'main' ? context.adminOrigins() : [])));
    // The authenticated routers come before the shared body parser and read their bodies only
    // once the bearer token checked out: an anonymous caller cannot make the server read (or
    // buffer) a body. No route of theirs shares a method and path with the routers below.
    app.use(management.routes());
    app.use(account.routes());
    if (role === 'admin') app.use(me.routes());
    // A provider's form post to the sign-in callback is not JSON: turned into a GET first.
    app.use(socialCallbackFormPost(env.BODY_LIMIT));
    app.use(ssoConnectionTestCallback(context));
    // Anonymous SAML application endpoints; reads its own (form-encoded) AuthnRequest bodies.
    app.use(samlApps.routes());
    // The SAML assertion consumer service takes the IdP's form post (not JSON).
    app.use(samlAssertionConsumer.routes());
    app.use(jsonBody(env.BODY_LIMIT));
    app.use(publicRouter.routes());
    app.use(experienceRouter.routes());
    app.use(userAssets.routes());
    app.use(apiNotFound());
    app.use(consent);
    app.use(unknownSession);
    if (role === 'admin') {
      app.use(redirectRootToConsole());
      app.use(
        serveSpa({
          root: consoleDist,
          basePath: '/console',
          name: 'console',
          headers: consolePageHeaders(context),
        }),
      );
    }
    app.use(serveSignInPreview({ root: signInDist, app: context }));
    app.use(
      serveSpa({
        root: signInDist,
        basePath: '',
        name: 'sign-in app',
        headers: signInPageHeaders(context),
      }),
    );
    return app;
  };

  return {
    context,
    mainApp: buildApp('main'),
    adminApp: buildApp('admin'),
    routes,
    managementRoutes: routes.management,
    setPorts: (next) => {
      ports = next;
      context.env.endpoint = endpointOf('main');
      context.env.adminEndpoint = endpointOf('admin');
    },
    close: async () => {
      stopLogRetention();
      await providers.flushAudit();
      await bus.close();
      await rateLimiter.close();
      await database.close();
    },
  };
};

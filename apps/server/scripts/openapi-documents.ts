// The OpenAPI documents the console's API types are generated from, built from the same route
// registries the running server uses, but without a database or a listening server: routes are
// registered when the routers are built, and the context below only has to survive that.
import type { AppContext } from '../src/context.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createEphemeralSecretBox } from '../src/db/secret-box.ts';
import { loadEnv } from '../src/env.ts';
import type { RegisteredRoute } from '../src/http/guard.ts';
import { createJwksCache } from '../src/http/management-auth.ts';
import { buildOpenApiDocument } from '../src/http/openapi.ts';
import { createLogger } from '../src/logger.ts';
import { createManagementRouter } from '../src/routers/management.router.ts';
import { createMeRouter } from '../src/routers/me.router.ts';
import { createLocalBus } from '../src/services/invalidation-bus.ts';

/** A stand-in that fails loudly if building the routers ever starts to use it. */
const unavailable = (name: string) =>
  new Proxy(
    {},
    {
      get: (_target, key) => {
        throw new Error(
          `${name}.${String(key)} was used while only registering routes; the generator has no ${name}`,
        );
      },
    },
  );

const registrationContext = (): AppContext => {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const endpoint = 'http://localhost';
  return {
    env: { ...env, endpoint, adminEndpoint: endpoint },
    database: {
      db: unavailable('database') as DatabaseHandle['db'],
      kind: 'pglite',
      describe: 'none (route registration only)',
      close: async () => {},
    },
    secretBox: createEphemeralSecretBox(),
    logger: createLogger(env),
    bus: createLocalBus(),
    tenantUrls: () => ({ endpoint, issuer: `${endpoint}/oidc` }),
    adminOrigins: () => [],
  };
};

export type ApiDocument = { file: string; source: string; document: object };

export const buildApiDocuments = (): ApiDocument[] => {
  const context = registrationContext();
  const jwks = createJwksCache(context);
  const managementRoutes: RegisteredRoute[] = [];
  createManagementRouter(context, jwks, managementRoutes);
  const meRoutes: RegisteredRoute[] = [];
  createMeRouter(context, jwks, meRoutes);
  // The version is left out on purpose: it is not part of the types, and a release must not
  // make the generated files stale.
  const info = (title: string) => ({ title, version: '0' });
  return [
    {
      file: 'management-api.ts',
      source: 'the management API (`/api/*`) as the server documents it in OpenAPI',
      document: buildOpenApiDocument(managementRoutes, info('Gatehouse Management API')),
    },
    {
      file: 'me-api.ts',
      source: "the console's Me API (`/me/*`, admin port)",
      document: buildOpenApiDocument(meRoutes, info('Gatehouse Me API')),
    },
  ];
};

import Router from '@koa/router';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { createGuardedRouter, type RegisteredRoute } from '../http/guard.ts';
import { buildOpenApiDocument } from '../http/openapi.ts';
import { productVersion } from '../version.ts';

export const consoleConfigSchema = z.object({
  edition: z.enum(['oss', 'cloud']),
  version: z.string(),
  releaseInfoUrl: z.string().nullable(),
  isDevFeaturesEnabled: z.boolean(),
  adminEndpoint: z.string(),
  defaultTenantEndpoint: z.string(),
});

/**
 * Anonymous routes of every tenant: health, the OpenAPI document, endpoint discovery and the
 * console's run-time configuration. `managementRoutes` is read when the document is requested,
 * so it always lists every registered management route.
 */
export const createPublicRouter = (app: AppContext, managementRoutes: RegisteredRoute[]) => {
  const router = new Router({ prefix: '/api' });
  const own: RegisteredRoute[] = [];
  const routes = createGuardedRouter(router, own, {
    prefix: '/api',
    strict: !app.env.isProduction,
  });

  routes.get('/status', { status: 204, summary: 'Health check' }, (ctx) => {
    ctx.status = 204;
  });

  let cachedDocument: unknown;
  routes.get(
    '/swagger.json',
    { status: 200, summary: 'OpenAPI document of the management API' },
    (ctx) => {
      cachedDocument ??= buildOpenApiDocument(managementRoutes, {
        title: 'Gatehouse Management API',
        version: productVersion,
      });
      ctx.body = cachedDocument;
    },
  );

  routes.get(
    '/.well-known/endpoints/:tenantId',
    {
      params: z.object({ tenantId: z.string().regex(/^[\da-z-]{1,21}$/) }),
      response: z.object({ user: z.string() }),
      status: 200,
    },
    (ctx, { params }) => {
      ctx.body = { user: app.tenantUrls(params.tenantId).endpoint };
    },
  );

  routes.get(
    '/.well-known/console-config',
    { response: consoleConfigSchema, status: 200 },
    (ctx) => {
      ctx.body = {
        edition: app.env.GATEHOUSE_EDITION,
        version: productVersion,
        releaseInfoUrl: app.env.RELEASE_INFO_URL ?? null,
        isDevFeaturesEnabled: app.env.DEV_FEATURES_ENABLED || app.env.isDevelopment,
        adminEndpoint: app.tenantUrls('admin').endpoint,
        defaultTenantEndpoint: app.tenantUrls('default').endpoint,
      };
    },
  );

  return router;
};

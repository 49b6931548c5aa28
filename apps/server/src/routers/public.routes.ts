import { consoleConfigGuard } from '@gatehouse/schemas/api/console-config';
import Router from '@koa/router';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { createGuardedRouter } from '../http/guard.ts';
import {
  type ApiAudience,
  audiencesOf,
  buildAudiencesDocument,
  type RouteCatalogue,
} from '../http/openapi.ts';
import { productVersion } from '../version.ts';

/**
 * Anonymous routes of every tenant: health, the OpenAPI documents, endpoint discovery and the
 * console's run-time configuration. The documents are built from `catalogue` (every router's
 * registry, this one's included) when first requested, so they list every registered route.
 */
export const createPublicRouter = (app: AppContext, catalogue: RouteCatalogue) => {
  const router = new Router({ prefix: '/api' });
  const routes = createGuardedRouter<undefined>(router, catalogue.public, {
    prefix: '/api',
    strict: !app.env.isProduction,
    database: app.database.db,
    caller: () => undefined,
  });

  routes.get('/status', { status: 204, summary: 'Health check' }, (ctx) => {
    ctx.status = 204;
  });

  // As Logto: `swagger.json` describes every audience, the `.well-known` ones a single one.
  const documents: {
    path: string;
    summary: string;
    title: string;
    audiences: (all: ApiAudience[]) => ApiAudience[];
  }[] = [
    {
      path: '/swagger.json',
      summary: 'OpenAPI document of every API the server answers',
      title: 'Gatehouse API',
      audiences: (all) => all,
    },
    {
      path: '/.well-known/management.openapi.json',
      summary: 'OpenAPI document of the management API',
      title: 'Gatehouse Management API',
      audiences: (all) => all.filter(({ routes }) => routes === catalogue.management),
    },
    {
      path: '/.well-known/experience.openapi.json',
      summary: 'OpenAPI document of the Experience API (hosted sign-in)',
      title: 'Gatehouse Experience API',
      audiences: (all) => all.filter(({ routes }) => routes === catalogue.experience),
    },
  ];
  for (const { path, summary, title, audiences } of documents) {
    let cached: unknown;
    routes.get(path, { status: 200, summary }, (ctx) => {
      cached ??= buildAudiencesDocument(audiences(audiencesOf(catalogue)), {
        title,
        version: productVersion,
        description: `${summary}, built from the routes' own validation schemas.`,
      });
      ctx.body = cached;
    });
  }

  routes.get(
    '/.well-known/endpoints/:tenantId',
    {
      params: z.object({ tenantId: z.string().regex(/^[\da-z-]{1,21}$/) }),
      response: z.object({ user: z.string() }),
      status: 200,
      summary: 'Where the API of a tenant lives',
    },
    (ctx, { params }) => {
      ctx.body = { user: app.tenantUrls(params.tenantId).endpoint };
    },
  );

  routes.get(
    '/.well-known/console-config',
    { response: consoleConfigGuard, status: 200, summary: "The console's run-time configuration" },
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

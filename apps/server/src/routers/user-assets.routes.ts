import Router from '@koa/router';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import { createGuardedRouter, type RegisteredRoute } from '../http/guard.ts';
import { findUserAssetById } from '../queries/user-assets.ts';

const assetIdPattern = /^[\da-z]{21}$/;

/**
 * Public read of uploaded assets (avatars) at `/user-assets/{id}`: images referenced from
 * `<img>` tags cannot send a bearer token. Ids are random 21-char strings. SVGs are sent with a
 * restrictive CSP so a script inside one cannot run. `registry` collects the route for the
 * OpenAPI document.
 */
export const createUserAssetsRouter = (app: AppContext, registry: RegisteredRoute[] = []) => {
  const router = new Router();
  const routes = createGuardedRouter<undefined>(router, registry, {
    strict: !app.env.isProduction,
    database: app.database.db,
    caller: () => undefined,
  });
  routes.get(
    '/user-assets/:id',
    {
      // Any id is accepted here: a malformed one is as unknown as a missing one (404, not 400).
      params: z.object({ id: z.string() }),
      status: [200, 404],
      summary: 'An uploaded file (avatar), served with its own content type',
      tags: ['User assets'],
    },
    async (ctx, { params, tenant }) => {
      if (!assetIdPattern.test(params.id)) throw new ApiError('entity.not_found', { status: 404 });
      const asset = await tenant.statement((tx) => findUserAssetById(tx, params.id));
      if (!asset) throw new ApiError('entity.not_found', { status: 404 });
      ctx.type = asset.contentType;
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = Buffer.from(asset.data, 'base64');
    },
  );
  return router;
};

import Router from '@koa/router';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { userAssets } from '../db/schema/index.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * Public read of uploaded assets (avatars) at `/user-assets/{id}`: images referenced from
 * `<img>` tags cannot send a bearer token. Ids are random 21-char strings. SVGs are sent with a
 * restrictive CSP so a script inside one cannot run.
 */
export const createUserAssetsRouter = (app: AppContext) => {
  const router = new Router();
  router.get('/user-assets/:id', async (ctx) => {
    const id = ctx.params.id ?? '';
    if (!/^[\da-z]{21}$/.test(id)) throw new ApiError('entity.not_found', { status: 404 });
    const tenantId: string = ctx.state.tenant.id;
    const [asset] = await withTenant(app.database.db, tenantId, (tx) =>
      tx
        .select()
        .from(userAssets)
        .where(and(eq(userAssets.tenantId, tenantId), eq(userAssets.id, id)))
        .limit(1),
    );
    if (!asset) throw new ApiError('entity.not_found', { status: 404 });
    ctx.type = asset.contentType;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = Buffer.from(asset.data, 'base64');
  });
  return router;
};

import { generateStandardId } from '@gatehouse/schemas';
import { adminPreferencesGuard, adminPreferencesKey } from '@gatehouse/schemas/admin-preferences';
import Router from '@koa/router';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { userAssets, users } from '../db/schema/index.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { createGuardedRouter, type RegisteredRoute } from '../http/guard.ts';
import { bearerAuth, type JwksCache, meApiIndicator } from '../http/management-auth.ts';
import { maxUploadFileSize, readUploadedFile, uploadMimeTypes } from '../http/multipart.ts';

const usernamePattern = /^[A-Z_a-z]\w*$/;

export const meResponseSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  hasPassword: z.boolean(),
  customData: z.record(z.string(), z.unknown()),
});

const patchMeBody = z.object({
  username: z.string().regex(usernamePattern).max(128).optional(),
  name: z.string().max(128).nullable().or(z.literal('')).optional(),
  avatar: z.url().max(2048).nullable().or(z.literal('')).optional(),
});

const customDataBody = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  if (value[adminPreferencesKey] === undefined) return;
  const checked = adminPreferencesGuard.safeParse(value[adminPreferencesKey]);
  if (!checked.success) {
    for (const issue of checked.error.issues)
      ctx.addIssue({ ...issue, path: [adminPreferencesKey, ...issue.path] } as never);
  }
});

/**
 * The console's own account API on the admin port (`/me/*`): the signed-in console user reads and
 * edits their profile and preferences. Bearer tokens for `https://admin.logto.app/me` with scope
 * `all`, user tokens only.
 */
export const createMeRouter = (app: AppContext, jwks: JwksCache) => {
  const router = new Router();
  router.use(
    bearerAuth(app, jwks, { audience: () => meApiIndicator, requiredScope: 'all', userOnly: true }),
  );
  const registry: RegisteredRoute[] = [];
  const routes = createGuardedRouter(router, registry, {
    strict: !app.env.isProduction,
  });
  const tenantOf = (ctx: { state: { tenant: { id: string } } }) => ctx.state.tenant.id;

  const findMe = async (tenantId: string, userId: string) => {
    const [user] = await withTenant(app.database.db, tenantId, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .limit(1),
    );
    if (!user) throw new ApiError('user.user_not_exist', { status: 404 });
    return user;
  };
  const present = (user: Awaited<ReturnType<typeof findMe>>) => ({
    id: user.id,
    username: user.username,
    name: user.name,
    avatar: user.avatar,
    primaryEmail: user.primaryEmail,
    primaryPhone: user.primaryPhone,
    hasPassword: Boolean(user.passwordEncrypted),
    customData: user.customData,
  });

  routes.get('/me', { response: meResponseSchema, status: [200, 404] }, async (ctx) => {
    ctx.body = present(await findMe(tenantOf(ctx), ctx.state.auth.id));
  });

  routes.patch(
    '/me',
    { body: patchMeBody, response: meResponseSchema, status: [200, 404, 422] },
    async (ctx, { body }) => {
      const tenantId = tenantOf(ctx);
      if (body.username !== undefined && app.env.GATEHOUSE_EDITION !== 'oss')
        throw new ApiError('auth.forbidden', { status: 403 });
      const changes = {
        ...(body.username === undefined ? {} : { username: body.username }),
        ...(body.name === undefined ? {} : { name: body.name || null }),
        ...(body.avatar === undefined ? {} : { avatar: body.avatar || null }),
        updatedAt: new Date(),
      };
      await withTenant(app.database.db, tenantId, (tx) =>
        tx
          .update(users)
          .set(changes)
          .where(and(eq(users.tenantId, tenantId), eq(users.id, ctx.state.auth.id))),
      );
      ctx.body = present(await findMe(tenantId, ctx.state.auth.id));
    },
  );

  routes.get(
    '/me/custom-data',
    { response: z.record(z.string(), z.unknown()), status: [200, 404] },
    async (ctx) => {
      ctx.body = (await findMe(tenantOf(ctx), ctx.state.auth.id)).customData;
    },
  );

  routes.patch(
    '/me/custom-data',
    { body: customDataBody, response: z.record(z.string(), z.unknown()), status: [200, 404] },
    async (ctx, { body }) => {
      const tenantId = tenantOf(ctx);
      const userId: string = ctx.state.auth.id;
      // Read-merge-write in one transaction, so two tabs saving preferences do not drop each other's keys.
      const merged = await withTenant(app.database.db, tenantId, async (tx) => {
        const [user] = await tx
          .select({ customData: users.customData })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
          .for('update');
        if (!user) throw new ApiError('user.user_not_exist', { status: 404 });
        const next = { ...user.customData, ...body };
        await tx
          .update(users)
          .set({ customData: next, updatedAt: new Date() })
          .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
        return next;
      });
      ctx.body = merged;
    },
  );

  routes.get(
    '/me/user-assets/service-status',
    {
      response: z.object({
        status: z.enum(['ready', 'not_configured']),
        allowUploadMimeTypes: z.array(z.string()),
        maxUploadFileSize: z.number(),
      }),
      status: 200,
    },
    (ctx) => {
      ctx.body = { status: 'ready', allowUploadMimeTypes: [...uploadMimeTypes], maxUploadFileSize };
    },
  );

  router.post('/me/user-assets', async (ctx) => {
    const tenantId = tenantOf(ctx);
    const file = await readUploadedFile(ctx);
    const id = generateStandardId();
    await withTenant(app.database.db, tenantId, (tx) =>
      tx.insert(userAssets).values({
        tenantId,
        id,
        userId: ctx.state.auth.id,
        contentType: file.mimeType,
        data: file.data.toString('base64'),
      }),
    );
    ctx.body = { url: `${ctx.state.tenant.urls.endpoint}/user-assets/${id}` };
  });

  return router;
};

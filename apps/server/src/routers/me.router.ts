import { generateStandardId } from '@gatehouse/schemas';
import { adminPreferencesGuard, adminPreferencesKey } from '@gatehouse/schemas/admin-preferences';
import { userGuard } from '@gatehouse/schemas/entities/user';
import Router from '@koa/router';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import { createGuardedRouter, type RegisteredRoute } from '../http/guard.ts';
import { jsonBody } from '../http/json-body.ts';
import {
  type AuthResult,
  bearerAuth,
  type JwksCache,
  meApiIndicator,
} from '../http/management-auth.ts';
import { maxUploadFileSize, readUploadedFile, uploadMimeTypes } from '../http/multipart.ts';
import { authOf, type RequestTenant } from '../http/request-scope.ts';
import { insertUserAsset } from '../queries/user-assets.ts';
import { findUserById, findUserCustomDataForUpdate, updateUser } from '../queries/users.ts';
import { toUserResponse } from '../responses/user-responses.ts';

const usernamePattern = /^[A-Z_a-z]\w*$/;
/** The OpenAPI tag of these routes, which only the admin port answers. */
const tags = ['Me (admin port)'];

/**
 * The console user's own profile: a part of the user entity, answered through the user mapper (the
 * response guard drops the other fields).
 */
export const meResponseSchema = userGuard
  .pick({
    id: true,
    username: true,
    name: true,
    avatar: true,
    primaryEmail: true,
    primaryPhone: true,
    hasPassword: true,
    customData: true,
  })
  .extend({ hasPassword: z.boolean() });

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
export const createMeRouter = (
  app: AppContext,
  jwks: JwksCache,
  // Collects the routes for the OpenAPI documents and the console's generated types.
  registry: RegisteredRoute[] = [],
) => {
  const router = new Router();
  router.use(
    bearerAuth(app, jwks, { audience: () => meApiIndicator, requiredScope: 'all', userOnly: true }),
  );
  // Only an authenticated request gets its body read (app.ts mounts this router before the
  // shared parser).
  router.use(jsonBody(app.env.BODY_LIMIT));
  const routes = createGuardedRouter<AuthResult>(router, registry, {
    strict: !app.env.isProduction,
    database: app.database.db,
    caller: authOf,
  });
  const findMe = async (tenant: RequestTenant, userId: string) => {
    const user = await tenant.statement((tx) => findUserById(tx, userId));
    if (!user) throw new ApiError('user.user_not_exist', { status: 404 });
    return user;
  };

  routes.get(
    '/me',
    { response: meResponseSchema, status: [200, 404], summary: 'The signed-in console user', tags },
    async (ctx, { tenant, caller }) => {
      ctx.body = toUserResponse(await findMe(tenant, caller.id));
    },
  );

  routes.patch(
    '/me',
    {
      body: patchMeBody,
      response: meResponseSchema,
      status: [200, 403, 404, 422],
      summary: 'Update the profile of the signed-in console user',
      tags,
    },
    async (ctx, { body, tenant, caller }) => {
      if (body.username !== undefined && app.env.GATEHOUSE_EDITION !== 'oss')
        throw new ApiError('auth.forbidden', { status: 403 });
      const changes = {
        ...(body.username === undefined ? {} : { username: body.username }),
        ...(body.name === undefined ? {} : { name: body.name || null }),
        ...(body.avatar === undefined ? {} : { avatar: body.avatar || null }),
      };
      const user = await tenant.transaction(async (tx) => {
        await updateUser(tx, caller.id, changes);
        return findUserById(tx, caller.id);
      });
      if (!user) throw new ApiError('user.user_not_exist', { status: 404 });
      ctx.body = toUserResponse(user);
    },
  );

  routes.get(
    '/me/custom-data',
    {
      response: z.record(z.string(), z.unknown()),
      status: [200, 404],
      summary: "The signed-in console user's custom data (console preferences)",
      tags,
    },
    async (ctx, { tenant, caller }) => {
      ctx.body = (await findMe(tenant, caller.id)).customData;
    },
  );

  routes.patch(
    '/me/custom-data',
    {
      body: customDataBody,
      response: z.record(z.string(), z.unknown()),
      status: [200, 404],
      summary: "Merge keys into the signed-in console user's custom data",
      tags,
    },
    async (ctx, { body, tenant, caller }) => {
      // Read-merge-write in one transaction, so two tabs saving preferences do not drop each other's keys.
      ctx.body = await tenant.transaction(async (tx) => {
        const user = await findUserCustomDataForUpdate(tx, caller.id);
        if (!user) throw new ApiError('user.user_not_exist', { status: 404 });
        const next = { ...user.customData, ...body };
        await updateUser(tx, caller.id, { customData: next });
        return next;
      });
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
      summary: 'Whether avatars can be uploaded, and which files',
      tags,
    },
    (ctx) => {
      ctx.body = { status: 'ready', allowUploadMimeTypes: [...uploadMimeTypes], maxUploadFileSize };
    },
  );

  routes.post(
    '/me/user-assets',
    {
      response: z.object({ url: z.string() }),
      // The body is multipart/form-data (a `file` field), read by readUploadedFile, not by the guard.
      status: [200, 400],
      summary: 'Upload an avatar (multipart/form-data, field `file`)',
      tags,
    },
    async (ctx, { tenant, caller }) => {
      const file = await readUploadedFile(ctx);
      const id = generateStandardId();
      await tenant.transaction((tx) =>
        insertUserAsset(tx, {
          id,
          userId: caller.id,
          contentType: file.mimeType,
          data: file.data.toString('base64'),
        }),
      );
      ctx.body = { url: `${tenant.urls.endpoint}/user-assets/${id}` };
    },
  );

  return router;
};

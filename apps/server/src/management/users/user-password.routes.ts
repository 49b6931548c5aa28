import {
  hasPasswordGuard,
  userPasswordBodyGuard,
  userPasswordExpirationBodyGuard,
  userSuspensionBodyGuard,
} from '@gatehouse/schemas/api/users';
import { userWithPasswordInfoGuard } from '@gatehouse/schemas/entities/user';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { GuardedRouter } from '../../http/guard.ts';
import { revokeUserGrants } from '../../oidc/revoke-user-grants.ts';
import {
  patchUser,
  requireUser,
  setUserPassword,
  verifyUserPassword,
} from '../../services/user-management.ts';
import { userIdParams } from './user-crud.routes.ts';
import { toUserResponse } from './user-responses.ts';

const tags = ['Users'];

/** Password, password expiry and suspension of a user. */
export const registerUserPasswordRoutes = (routes: GuardedRouter, app: AppContext) => {
  routes.patch(
    '/users/:userId/password',
    {
      params: userIdParams,
      body: userPasswordBodyGuard,
      response: userWithPasswordInfoGuard,
      status: [200, 404, 422],
      tags,
      summary:
        "Set a user's password (an administrator action: the password policy is not applied)",
    },
    async (ctx, { params, body }) => {
      const user = await setUserPassword(app, ctx.state.tenant.id, params.userId, body.password);
      ctx.body = toUserResponse(user);
    },
  );

  routes.post(
    '/users/:userId/password/verify',
    {
      params: userIdParams,
      body: userPasswordBodyGuard,
      status: [204, 404, 422],
      tags,
      summary: "Check a password against the user's (422 session.invalid_credentials if wrong)",
    },
    async (ctx, { params, body }) => {
      await verifyUserPassword(app, ctx.state.tenant.id, params.userId, body.password);
      ctx.status = 204;
    },
  );

  routes.get(
    '/users/:userId/has-password',
    {
      params: userIdParams,
      response: hasPasswordGuard,
      status: [200, 404],
      tags,
      summary: 'Whether a user has a password',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const user = await withTenant(app.database.db, tenantId, (tx) =>
        requireUser(tx, tenantId, params.userId),
      );
      ctx.body = { hasPassword: Boolean(user.passwordEncrypted) };
    },
  );

  routes.patch(
    '/users/:userId/password/expiration',
    {
      params: userIdParams,
      body: userPasswordExpirationBodyGuard,
      response: userWithPasswordInfoGuard,
      status: [200, 404],
      tags,
      summary: "Mark a user's password expired (they must reset it at the next sign-in) or not",
    },
    async (ctx, { params, body }) => {
      const user = await patchUser(app, ctx.state.tenant.id, params.userId, () => ({
        isPasswordExpired: body.isExpired,
      }));
      ctx.body = toUserResponse(user);
    },
  );

  routes.patch(
    '/users/:userId/is-suspended',
    {
      params: userIdParams,
      body: userSuspensionBodyGuard,
      response: userWithPasswordInfoGuard,
      status: [200, 404],
      tags,
      summary: 'Suspend a user (signing them out everywhere) or lift the suspension',
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const user = await patchUser(app, tenantId, params.userId, () => ({
        isSuspended: body.isSuspended,
      }));
      // After the commit: a session that races the update still meets the suspended flag at
      // its next token request, and no session or refresh token outlives this call.
      if (body.isSuspended) await revokeUserGrants(app, tenantId, user.id);
      ctx.body = toUserResponse(user);
    },
  );
};

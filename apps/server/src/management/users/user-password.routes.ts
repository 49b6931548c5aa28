import {
  hasPasswordGuard,
  userPasswordBodyGuard,
  userPasswordExpirationBodyGuard,
  userSuspensionBodyGuard,
} from '@gatehouse/schemas/api/users';
import { userWithPasswordInfoGuard } from '@gatehouse/schemas/entities/user';
import type { ManagementArea } from '../../http/route-area.ts';
import { revokeUserGrants } from '../../oidc/revoke-user-grants.ts';
import { toUserResponse } from '../../responses/user-responses.ts';
import {
  patchUser,
  requireUser,
  setUserPassword,
  verifyUserPassword,
} from '../../services/user-management.ts';
import { userIdParams } from './user-crud.routes.ts';

const tags = ['Users'];

/** Password, password expiry and suspension of a user. */
export const registerUserPasswordRoutes: ManagementArea = (routes, app) => {
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
    async (ctx, { params, body, tenant }) => {
      const user = await setUserPassword(tenant, params.userId, body.password);
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
    async (ctx, { params, body, tenant }) => {
      await verifyUserPassword(tenant, params.userId, body.password);
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
    async (ctx, { params, tenant }) => {
      const user = await tenant.transaction((tx) => requireUser(tx, params.userId));
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
    async (ctx, { params, body, tenant }) => {
      const user = await tenant.transaction((tx) =>
        patchUser(tx, params.userId, () => ({
          isPasswordExpired: body.isExpired,
        })),
      );
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
    async (ctx, { params, body, tenant }) => {
      const user = await tenant.transaction((tx) =>
        patchUser(tx, params.userId, () => ({ isSuspended: body.isSuspended })),
      );
      // After the commit: a session that races the update still meets the suspended flag at
      // its next token request, and no session or refresh token outlives this call.
      if (body.isSuspended) await revokeUserGrants(app, tenant.id, user.id);
      ctx.body = toUserResponse(user);
    },
  );
};

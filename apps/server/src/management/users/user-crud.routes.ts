import {
  createUserBodyGuard,
  updateUserBodyGuard,
  userQueryGuard,
  userSearchFields,
  usersQueryGuard,
} from '@gatehouse/schemas/api/users';
import { userWithPasswordInfoGuard } from '@gatehouse/schemas/entities/user';
import { z } from 'zod';
import { ApiError, assertFound } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { revokeUserGrants } from '../../oidc/revoke-user-grants.ts';
import { listUserSsoIdentities } from '../../queries/user-sso-identities.ts';
import { deleteUser } from '../../queries/users.ts';
import { toUserSsoIdentityResponse } from '../../responses/sso-connector-responses.ts';
import { isYes, toUserResponse } from '../../responses/user-responses.ts';
import {
  createManagedUser,
  requireUser,
  updateManagedUser,
} from '../../services/user-management.ts';
import { createUsersList } from '../../services/users-list.ts';

export const userIdParams = z.object({ userId: z.string().min(1) });
const tags = ['Users'];

/** List, create, read, update and delete users (`/users`, `/users/{userId}`). */
export const registerUserCrudRoutes: ManagementArea = (routes, app) => {
  const usersList = createUsersList();

  routes.get(
    '/users',
    {
      query: usersQueryGuard,
      page: 'required',
      search: userSearchFields,
      response: z.array(userWithPasswordInfoGuard),
      status: [200, 400],
      tags,
      summary: 'List users, newest first, with search over id, username, e-mail, phone and name',
    },
    async (_ctx, { query, page, search, tenant }) => {
      const filter = {
        search,
        excludeRoleId: query.excludeRoleId,
        excludeOrganizationId: query.excludeOrganizationId,
      };
      const { rows, total } = await usersList.listUsers(tenant, filter, page);
      const includePasswordHash = isYes(query.includePasswordHash);
      return { rows: rows.map((row) => toUserResponse(row, { includePasswordHash })), total };
    },
  );

  routes.post(
    '/users',
    {
      body: createUserBodyGuard,
      response: userWithPasswordInfoGuard,
      status: [200, 400, 404, 422],
      tags,
      summary: 'Create a user with a password or an imported password digest',
    },
    async (ctx, { body, tenant }) => {
      ctx.body = toUserResponse(await createManagedUser(tenant, body));
    },
  );

  routes.get(
    '/users/:userId',
    {
      params: userIdParams,
      query: userQueryGuard,
      response: userWithPasswordInfoGuard,
      status: [200, 404],
      tags,
      summary: 'Get a user',
    },
    async (ctx, { params, query, tenant }) => {
      const withSso = isYes(query.includeSsoIdentities);
      const { user, ssoIdentities } = await tenant.transaction(async (tx) => ({
        user: await requireUser(tx, params.userId),
        ssoIdentities: withSso ? await listUserSsoIdentities(tx, params.userId) : [],
      }));
      ctx.body = toUserResponse(user, {
        includePasswordHash: isYes(query.includePasswordHash),
        // The user's enterprise SSO identities (`UserSsoIdentity`), when asked for.
        ...(withSso ? { ssoIdentities: ssoIdentities.map(toUserSsoIdentityResponse) } : {}),
      });
    },
  );

  routes.patch(
    '/users/:userId',
    {
      params: userIdParams,
      body: updateUserBodyGuard,
      response: userWithPasswordInfoGuard,
      status: [200, 404, 422],
      tags,
      summary: 'Update a user; empty strings and null clear a field',
    },
    async (ctx, { params, body, tenant }) => {
      const user = await tenant.transaction((tx) => updateManagedUser(tx, params.userId, body));
      ctx.body = toUserResponse(user);
    },
  );

  routes.delete(
    '/users/:userId',
    {
      params: userIdParams,
      status: [204, 400, 404],
      tags,
      summary: 'Delete a user and sign them out everywhere',
    },
    async (ctx, { params, tenant, caller }) => {
      if (caller.id === params.userId) {
        throw new ApiError('user.cannot_delete_self', { status: 400 });
      }
      const deleted = await tenant.transaction((tx) => deleteUser(tx, params.userId));
      assertFound(deleted, 'user', params.userId);
      await revokeUserGrants(app, tenant.id, params.userId);
      ctx.status = 204;
    },
  );
};

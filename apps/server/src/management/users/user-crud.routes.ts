import {
  createUserBodyGuard,
  updateUserBodyGuard,
  userQueryGuard,
  userSearchFields,
  usersQueryGuard,
} from '@gatehouse/schemas/api/users';
import { userWithPasswordInfoGuard } from '@gatehouse/schemas/entities/user';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import type { GuardedRouter } from '../../http/guard.ts';
import { pageQueryShape, readPage, setPageHeaders } from '../../http/pagination.ts';
import { readSearch } from '../../http/search.ts';
import { revokeUserGrants } from '../../oidc/revoke-user-grants.ts';
import { deleteUser } from '../../queries/users.ts';
import {
  createManagedUser,
  requireUser,
  updateManagedUser,
} from '../../services/user-management.ts';
import { createUsersList } from '../../services/users-list.ts';
import { isYes, toUserResponse } from './user-responses.ts';

export const userIdParams = z.object({ userId: z.string().min(1) });
const tags = ['Users'];

/** List, create, read, update and delete users (`/users`, `/users/{userId}`). */
export const registerUserCrudRoutes = (routes: GuardedRouter, app: AppContext) => {
  const usersList = createUsersList(app.database.db);

  routes.get(
    '/users',
    {
      query: usersQueryGuard.extend(pageQueryShape),
      response: z.array(userWithPasswordInfoGuard),
      status: [200, 400],
      tags,
      summary: 'List users, newest first, with search over id, username, e-mail, phone and name',
    },
    async (ctx, { query }) => {
      const tenantId: string = ctx.state.tenant.id;
      const page = readPage(ctx);
      const filter = {
        search: readSearch(ctx, userSearchFields),
        excludeRoleId: query.excludeRoleId,
        excludeOrganizationId: query.excludeOrganizationId,
      };
      const { rows, total } = await usersList.listUsers(tenantId, filter, page);
      setPageHeaders(ctx, page, total);
      const includePasswordHash = isYes(query.includePasswordHash);
      ctx.body = rows.map((row) => toUserResponse(row, { includePasswordHash }));
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
    async (ctx, { body }) => {
      const user = await createManagedUser(app, ctx.state.tenant.id, body);
      ctx.body = toUserResponse(user);
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
    async (ctx, { params, query }) => {
      const tenantId: string = ctx.state.tenant.id;
      const user = await withTenant(app.database.db, tenantId, (tx) =>
        requireUser(tx, tenantId, params.userId),
      );
      ctx.body = toUserResponse(user, {
        includePasswordHash: isYes(query.includePasswordHash),
        // Enterprise SSO identities come with the SSO connectors (a later issue): none yet.
        ...(isYes(query.includeSsoIdentities) ? { ssoIdentities: [] } : {}),
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
    async (ctx, { params, body }) => {
      const user = await updateManagedUser(app, ctx.state.tenant.id, params.userId, body);
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
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      if (ctx.state.auth?.id === params.userId) {
        throw new ApiError('user.cannot_delete_self', { status: 400 });
      }
      const deleted = await withTenant(app.database.db, tenantId, (tx) =>
        deleteUser(tx, tenantId, params.userId),
      );
      assertFound(deleted, 'user', params.userId);
      await revokeUserGrants(app, tenantId, params.userId);
      ctx.status = 204;
    },
  );
};

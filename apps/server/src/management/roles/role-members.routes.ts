import { roleApplicationIdsBodyGuard, roleUserIdsBodyGuard } from '@gatehouse/schemas/api/roles';
import { applicationGuard } from '@gatehouse/schemas/entities/application';
import { entityIdGuard } from '@gatehouse/schemas/entities/common';
import { userGuard } from '@gatehouse/schemas/entities/user';
import { z } from 'zod';
import { withTenant } from '../../db/tenant-scope.ts';
import { pageQueryShape, readPage, setPageHeaders } from '../../http/pagination.ts';
import { readSearch } from '../../http/search.ts';
import {
  countRoleApplications,
  listRoleApplications,
  roleApplicationSearchFields,
} from '../../queries/applications-roles.ts';
import { countRoleUsers, listRoleUsers, roleUserSearchFields } from '../../queries/users-roles.ts';
import type { ManagementArea } from '../../routers/management.router.ts';
import {
  addApplicationsToRole,
  addUsersToRole,
  removeHeldRole,
} from '../../services/role-members.ts';
import { requireRole } from '../../services/role-rules.ts';
import { toApplicationResponse, toUserResponse } from './member-responses.ts';

const idParams = z.object({ id: entityIdGuard });
const pageQuery = z.object(pageQueryShape);
const tags = ['Roles'];

/** The users and applications holding a role (`/roles/{id}/users`, `/roles/{id}/applications`). */
export const registerRoleMembersRoutes: ManagementArea = (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/roles/:id/users',
    {
      params: idParams,
      query: pageQuery,
      response: z.array(userGuard),
      status: [200, 400, 404],
      tags,
      summary: 'List the users holding a role (paged, searchable)',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const page = readPage(ctx);
      const search = readSearch(ctx, roleUserSearchFields);
      const [total, rows] = await withTenant(db, tenantId, async (tx) => {
        await requireRole(tx, tenantId, params.id);
        return [
          await countRoleUsers(tx, tenantId, params.id, search),
          await listRoleUsers(tx, tenantId, params.id, { search, page }),
        ] as const;
      });
      setPageHeaders(ctx, page, total);
      ctx.body = rows.map(toUserResponse);
    },
  );

  routes.post(
    '/roles/:id/users',
    {
      params: idParams,
      body: roleUserIdsBodyGuard,
      status: [201, 403, 404, 422],
      tags,
      summary: 'Give a User role to users',
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, async (tx) =>
        addUsersToRole(tx, tenantId, await requireRole(tx, tenantId, params.id), body.userIds),
      );
      ctx.status = 201;
    },
  );

  routes.delete(
    '/roles/:id/users/:userId',
    {
      params: idParams.extend({ userId: entityIdGuard }),
      status: [204, 403, 404],
      tags,
      summary: 'Take a role away from a user',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, async (tx) =>
        removeHeldRole(
          tx,
          tenantId,
          { userId: params.userId },
          await requireRole(tx, tenantId, params.id),
        ),
      );
      ctx.status = 204;
    },
  );

  routes.get(
    '/roles/:id/applications',
    {
      params: idParams,
      query: pageQuery,
      response: z.array(applicationGuard),
      status: [200, 400, 404],
      tags,
      summary: 'List the applications holding a role (paged, searchable)',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const page = readPage(ctx);
      const search = readSearch(ctx, roleApplicationSearchFields);
      const [total, rows] = await withTenant(db, tenantId, async (tx) => {
        await requireRole(tx, tenantId, params.id);
        return [
          await countRoleApplications(tx, tenantId, params.id, search),
          await listRoleApplications(tx, tenantId, params.id, { search, page }),
        ] as const;
      });
      setPageHeaders(ctx, page, total);
      ctx.body = rows.map(toApplicationResponse);
    },
  );

  routes.post(
    '/roles/:id/applications',
    {
      params: idParams,
      body: roleApplicationIdsBodyGuard,
      status: [201, 403, 404, 422],
      tags,
      summary: 'Give a machine-to-machine role to applications',
    },
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, async (tx) =>
        addApplicationsToRole(
          tx,
          tenantId,
          await requireRole(tx, tenantId, params.id),
          body.applicationIds,
        ),
      );
      ctx.status = 201;
    },
  );

  routes.delete(
    '/roles/:id/applications/:applicationId',
    {
      params: idParams.extend({ applicationId: entityIdGuard }),
      status: [204, 403, 404],
      tags,
      summary: 'Take a role away from an application',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, async (tx) =>
        removeHeldRole(
          tx,
          tenantId,
          { applicationId: params.applicationId },
          await requireRole(tx, tenantId, params.id),
        ),
      );
      ctx.status = 204;
    },
  );
};

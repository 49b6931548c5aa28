import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { organizationWithOrgRolesGuard } from '@gatehouse/schemas/entities/organization';
import { z } from 'zod';
import type { Page } from '../../http/pagination.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { findApplicationById } from '../../queries/applications.ts';
import {
  listApplicationOrganizationsWithRoles,
  listUserOrganizationsWithRoles,
} from '../../queries/organizations.ts';
import { findUserById } from '../../queries/users.ts';
import { toOrganizationResponse } from '../../responses/organization-responses.ts';
import { assertFound } from '../../services/domain-error.ts';

const toResponse = ({
  organizationRoles,
  ...row
}: Awaited<ReturnType<typeof listUserOrganizationsWithRoles>>[number]) => ({
  ...toOrganizationResponse(row),
  organizationRoles,
});

/**
 * The organizations of a user and of an application, each with the organization roles held there
 * (`GET /users/{userId}/organizations`, `GET /applications/{id}/organizations`).
 */
export const registerHeldOrganizationsRoutes: ManagementArea = (routes) => {
  routes.get(
    '/users/:userId/organizations',
    {
      params: z.object({ userId: pathIdGuard }),
      response: z.array(organizationWithOrgRolesGuard),
      status: [200, 404],
      tags: ['Users'],
      summary: 'The organizations a user belongs to, with its organization roles',
    },
    async (ctx, { params, tenant }) => {
      const rows = await tenant.transaction(async (tx) => {
        assertFound(await findUserById(tx, params.userId), 'user', params.userId);
        return listUserOrganizationsWithRoles(tx, params.userId);
      });
      ctx.body = rows.map(toResponse);
    },
  );

  routes.get(
    '/applications/:id/organizations',
    {
      params: z.object({ id: pathIdGuard }),
      page: 'optional',
      response: z.array(organizationWithOrgRolesGuard),
      status: [200, 404],
      tags: ['Applications'],
      summary: 'The organizations an application belongs to, with its organization roles',
    },
    (_ctx, { params, page, tenant }) =>
      tenant.transaction(async (tx) => {
        assertFound(await findApplicationById(tx, params.id), 'application', params.id);
        const rows = (await listApplicationOrganizationsWithRoles(tx, params.id)).map(toResponse);
        const paged = (p: Page) => rows.slice(p.offset, p.offset + p.limit);
        return { rows: page ? paged(page) : rows, total: rows.length };
      }),
  );
};

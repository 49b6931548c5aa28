import {
  organizationJitEmailDomainBodyGuard,
  organizationJitEmailDomainsBodyGuard,
  organizationRoleIdsBodyGuard,
} from '@gatehouse/schemas/api/organizations';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import {
  organizationJitEmailDomainGuard,
  organizationRoleGuard,
} from '@gatehouse/schemas/entities/organization';
import { z } from 'zod';
import type { Page } from '../../http/pagination.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { listJitEmailDomains, listJitRoles } from '../../queries/organization-jit.ts';
import {
  addJitEmailDomain,
  addJitRoles,
  removeJitEmailDomain,
  removeJitRole,
  replaceJitEmailDomains,
  replaceJitRoles,
} from '../../services/organization-jit.ts';
import { requireOrganization } from '../../services/organization-management.ts';
import { withRelationRules } from './relation-errors.ts';

const tags = ['Organizations'];
const idParams = z.object({ id: pathIdGuard });

/** JIT lists are a handful of rows: read whole, paged here when asked. */
const pageOf = <Row>(rows: Row[], page: Page | undefined) => ({
  rows: page ? rows.slice(page.offset, page.offset + page.limit) : rows,
  total: rows.length,
});

/**
 * Just-in-time provisioning of an organization: the e-mail domains whose new users join it and
 * the organization roles they get (`/organizations/{id}/jit/email-domains`, `/jit/roles`).
 */
export const registerOrganizationJitRoutes: ManagementArea = (routes) => {
  routes.get(
    '/organizations/:id/jit/email-domains',
    {
      params: idParams,
      page: 'optional',
      response: z.array(organizationJitEmailDomainGuard),
      status: [200, 404],
      tags,
      summary: "An organization's just-in-time e-mail domains",
    },
    (_ctx, { params, page, tenant }) =>
      tenant.transaction(async (tx) => {
        const organization = await requireOrganization(tx, params.id);
        return pageOf(await listJitEmailDomains(tx, organization.id), page);
      }),
  );

  routes.post(
    '/organizations/:id/jit/email-domains',
    {
      params: idParams,
      body: organizationJitEmailDomainBodyGuard,
      response: organizationJitEmailDomainGuard,
      status: [201, 404, 422],
      tags,
      summary: 'Add a just-in-time e-mail domain',
    },
    async (ctx, { params, body, tenant }) => {
      ctx.body = await withRelationRules(() =>
        tenant.transaction(async (tx) => {
          const organization = await requireOrganization(tx, params.id);
          return addJitEmailDomain(tx, organization.id, body.emailDomain);
        }),
      );
      ctx.status = 201;
    },
  );

  routes.put(
    '/organizations/:id/jit/email-domains',
    {
      params: idParams,
      body: organizationJitEmailDomainsBodyGuard,
      status: [204, 404, 422],
      tags,
      summary: "Make these exactly an organization's just-in-time e-mail domains",
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction(async (tx) => {
          const organization = await requireOrganization(tx, params.id);
          await replaceJitEmailDomains(tx, organization.id, body.emailDomains);
        }),
      );
      ctx.status = 204;
    },
  );

  routes.delete(
    '/organizations/:id/jit/email-domains/:emailDomain',
    {
      params: idParams.extend({ emailDomain: z.string().min(1) }),
      status: [204, 404],
      tags,
      summary: 'Remove a just-in-time e-mail domain',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) => removeJitEmailDomain(tx, params.id, params.emailDomain));
      ctx.status = 204;
    },
  );

  routes.get(
    '/organizations/:id/jit/roles',
    {
      params: idParams,
      page: 'optional',
      response: z.array(organizationRoleGuard),
      status: [200, 404],
      tags,
      summary: 'The organization roles just-in-time members get',
    },
    (_ctx, { params, page, tenant }) =>
      tenant.transaction(async (tx) => {
        const organization = await requireOrganization(tx, params.id);
        return pageOf(await listJitRoles(tx, organization.id), page);
      }),
  );

  routes.post(
    '/organizations/:id/jit/roles',
    {
      params: idParams,
      body: organizationRoleIdsBodyGuard,
      status: [201, 422],
      tags,
      summary: 'Add organization roles that just-in-time members get',
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction((tx) => addJitRoles(tx, params.id, body.organizationRoleIds)),
      );
      ctx.status = 201;
    },
  );

  routes.put(
    '/organizations/:id/jit/roles',
    {
      params: idParams,
      body: organizationRoleIdsBodyGuard,
      status: [204, 422],
      tags,
      summary: 'Make these exactly the organization roles just-in-time members get',
    },
    async (ctx, { params, body, tenant }) => {
      await withRelationRules(() =>
        tenant.transaction((tx) => replaceJitRoles(tx, params.id, body.organizationRoleIds)),
      );
      ctx.status = 204;
    },
  );

  routes.delete(
    '/organizations/:id/jit/roles/:organizationRoleId',
    {
      params: idParams.extend({ organizationRoleId: pathIdGuard }),
      status: [204, 422],
      tags,
      summary: 'Remove an organization role from just-in-time provisioning',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) => removeJitRole(tx, params.id, params.organizationRoleId));
      ctx.status = 204;
    },
  );
};

import {
  consentOrganizationsBodyGuard,
  consentOrganizationsResponseGuard,
} from '@gatehouse/schemas/api/consent-organizations';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import { toOrganizationResponse } from '../../responses/organization-responses.ts';
import {
  addConsentOrganizations,
  listConsentOrganizations,
  removeConsentOrganization,
  replaceConsentOrganizations,
} from '../../services/consent-organizations.ts';

const tags = ['Applications'];
const params = z.object({ id: pathIdGuard, userId: pathIdGuard });
const path = '/applications/:id/users/:userId/consent-organizations';

/**
 * The organizations a user granted a third-party application on the consent page, read and
 * changed by an administrator (the same table the consent page writes, decision 023).
 */
export const registerConsentOrganizationsRoutes: ManagementArea = (routes) => {
  routes.get(
    path,
    {
      params,
      response: consentOrganizationsResponseGuard,
      status: [200, 404, 422],
      tags,
      summary: 'List the organizations a user granted a third-party application',
    },
    async (ctx, { params, tenant }) => {
      const rows = await tenant.transaction((tx) =>
        listConsentOrganizations(tx, params.id, params.userId),
      );
      ctx.body = { organizations: rows.map(toOrganizationResponse) };
    },
  );

  routes.post(
    path,
    {
      params,
      body: consentOrganizationsBodyGuard,
      status: [201, 404, 422],
      tags,
      summary: 'Grant a third-party application more of the user’s organizations',
    },
    async (ctx, { params, body, tenant }) => {
      await tenant.transaction((tx) =>
        addConsentOrganizations(tx, params.id, params.userId, body.organizationIds),
      );
      ctx.status = 201;
    },
  );

  routes.put(
    path,
    {
      params,
      body: consentOrganizationsBodyGuard,
      status: [204, 404, 422],
      tags,
      summary: 'Replace the organizations a user granted a third-party application',
    },
    async (ctx, { params, body, tenant }) => {
      await tenant.transaction((tx) =>
        replaceConsentOrganizations(tx, params.id, params.userId, body.organizationIds),
      );
      ctx.status = 204;
    },
  );

  routes.delete(
    `${path}/:organizationId`,
    {
      params: params.extend({ organizationId: pathIdGuard }),
      status: [204, 404, 422],
      tags,
      summary: 'Withdraw one organization a user granted a third-party application',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) =>
        removeConsentOrganization(tx, params.id, params.userId, params.organizationId),
      );
      ctx.status = 204;
    },
  );
};

import {
  userConsentScopesBodyGuard,
  userConsentScopeTypeGuard,
} from '@gatehouse/schemas/api/applications';
import { userConsentScopesResponseGuard } from '@gatehouse/schemas/entities/application';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  assignUserConsentScopes,
  readUserConsentScopes,
  removeUserConsentScope,
} from '../../services/application-consent.ts';

const tags = ['Applications'];
const applicationParams = z.object({ applicationId: pathIdGuard });

/**
 * Scopes a third-party application asks users to consent to. Not a relation route set
 * (`registerRelationRoutes`): the list is one object grouping four kinds of scopes, unpaged, and
 * a scope is named by its kind and id.
 */
export const registerApplicationConsentRoutes: ManagementArea = (routes) => {
  routes.get(
    '/applications/:applicationId/user-consent-scopes',
    {
      params: applicationParams,
      response: userConsentScopesResponseGuard,
      status: [200, 404],
      tags,
      summary: 'List the consent scopes of an application',
    },
    async (ctx, { params, tenant }) => {
      ctx.body = await tenant.transaction((tx) => readUserConsentScopes(tx, params.applicationId));
    },
  );

  routes.post(
    '/applications/:applicationId/user-consent-scopes',
    {
      params: applicationParams,
      body: userConsentScopesBodyGuard,
      status: [201, 404, 422],
      tags,
      summary: 'Add consent scopes to a third-party application',
    },
    async (ctx, { params, body, tenant }) => {
      await tenant.transaction((tx) => assignUserConsentScopes(tx, params.applicationId, body));
      ctx.status = 201;
    },
  );

  routes.delete(
    '/applications/:applicationId/user-consent-scopes/:scopeType/:scopeId',
    {
      params: applicationParams.extend({
        scopeType: userConsentScopeTypeGuard,
        scopeId: z.string().min(1).max(64),
      }),
      status: [204, 404],
      tags,
      summary: 'Remove a consent scope from an application',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) =>
        removeUserConsentScope(tx, params.applicationId, params.scopeType, params.scopeId),
      );
      ctx.status = 204;
    },
  );
};

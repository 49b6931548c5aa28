import {
  userConsentScopesBodyGuard,
  userConsentScopeTypeGuard,
} from '@gatehouse/schemas/api/applications';
import { userConsentScopesResponseGuard } from '@gatehouse/schemas/entities/application';
import { entityIdGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import { withTenant } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import {
  deleteConsentResourceScope,
  deleteConsentUserScope,
} from '../../queries/application-user-consent-scopes.ts';
import { findApplicationById } from '../../queries/applications.ts';
import type { ManagementArea } from '../../routers/management.router.ts';
import {
  assignUserConsentScopes,
  readUserConsentScopes,
} from '../../services/application-consent.ts';

const tags = ['Applications'];
const applicationParams = z.object({ applicationId: entityIdGuard });

/** Scopes a third-party application asks users to consent to. */
export const registerApplicationConsentRoutes: ManagementArea = (routes, app) => {
  const db = app.database.db;

  routes.get(
    '/applications/:applicationId/user-consent-scopes',
    {
      params: applicationParams,
      response: userConsentScopesResponseGuard,
      status: [200, 404],
      tags,
      summary: 'List the consent scopes of an application',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      ctx.body = await withTenant(db, tenantId, async (tx) => {
        assertFound(
          await findApplicationById(tx, tenantId, params.applicationId),
          'application',
          params.applicationId,
        );
        return readUserConsentScopes(tx, tenantId, params.applicationId);
      });
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
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      await withTenant(db, tenantId, (tx) =>
        assignUserConsentScopes(tx, tenantId, params.applicationId, body),
      );
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
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const { applicationId, scopeType, scopeId } = params;
      const deleted = await withTenant(db, tenantId, async (tx) => {
        assertFound(
          await findApplicationById(tx, tenantId, applicationId),
          'application',
          applicationId,
        );
        if (scopeType === 'resource-scopes')
          return deleteConsentResourceScope(tx, tenantId, applicationId, scopeId);
        if (scopeType === 'user-scopes')
          return deleteConsentUserScope(tx, tenantId, applicationId, scopeId);
        // Organization kinds cannot hold rows before organizations exist.
        return false;
      });
      if (!deleted) throw new ApiError('entity.not_found', { status: 404 });
      ctx.status = 204;
    },
  );
};

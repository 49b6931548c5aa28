import { putIdpInitiatedAuthConfigBodyGuard } from '@gatehouse/schemas/api/sso-connectors';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { ssoConnectorIdpInitiatedAuthConfigGuard } from '@gatehouse/schemas/entities/sso-connector';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  putIdpInitiatedAuthConfig,
  removeIdpInitiatedAuthConfig,
  requireIdpInitiatedAuthConfig,
  toIdpInitiatedAuthConfigResponse,
} from '../../services/sso-idp-initiated-auth-config.ts';

const tags = ['SSO connectors'];
const params = z.object({ id: pathIdGuard });
const path = '/sso-connectors/:id/idp-initiated-auth-config';

/**
 * `/api/sso-connectors/{id}/idp-initiated-auth-config` (Logto's routes; not in our contract's
 * endpoint list): where an IdP-initiated SAML sign-in of the connector lands (decision 017).
 */
export const registerIdpInitiatedAuthConfigRoutes: ManagementArea = (routes) => {
  routes.get(
    path,
    {
      params,
      response: ssoConnectorIdpInitiatedAuthConfigGuard,
      status: [200, 400, 404],
      tags,
      summary: "Get a SAML connector's IdP-initiated sign-in settings",
    },
    async (ctx, { params, tenant }) => {
      const row = await tenant.transaction((tx) => requireIdpInitiatedAuthConfig(tx, params.id));
      ctx.body = toIdpInitiatedAuthConfigResponse(row);
    },
  );

  routes.put(
    path,
    {
      params,
      body: putIdpInitiatedAuthConfigBodyGuard,
      response: ssoConnectorIdpInitiatedAuthConfigGuard,
      status: [200, 400, 404],
      tags,
      summary: "Set a SAML connector's IdP-initiated sign-in settings",
    },
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction((tx) => putIdpInitiatedAuthConfig(tx, params.id, body));
      ctx.body = toIdpInitiatedAuthConfigResponse(row);
    },
  );

  routes.delete(
    path,
    {
      params,
      status: [204, 400, 404],
      tags,
      summary: "Remove a SAML connector's IdP-initiated sign-in settings (turns it off)",
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) => removeIdpInitiatedAuthConfig(tx, params.id));
      ctx.status = 204;
    },
  );
};

import { ssoAccessTokenResponseGuard } from '@gatehouse/schemas/api/sso-connectors';
import { z } from 'zod';
import type { AuthResult } from '../http/management-auth.ts';
import type { RouteArea } from '../http/route-area.ts';
import { readSsoAccessToken } from '../services/sso-token-storage.ts';
import { openAccount, requireScope } from './account-access.ts';

const tags = ['My account'];

/**
 * `GET /api/my-account/sso-identities/{connectorId}/access-token`: the enterprise IdP's access
 * token kept at the user's last sign-in through that connector (token storage, issue 11). Needs
 * the `identities` scope and the account center's `social` field readable, as the social one.
 */
export const registerMyAccountSsoTokenRoutes: RouteArea<AuthResult> = (routes, app) => {
  routes.get(
    '/my-account/sso-identities/:connectorId/access-token',
    {
      params: z.object({ connectorId: z.string().min(1).max(128) }),
      response: ssoAccessTokenResponseGuard,
      status: [200, 401, 403, 404],
      tags,
      summary: "The enterprise IdP's access token stored for the signed-in user",
    },
    async (ctx, { params, tenant, caller }) => {
      requireScope(caller, 'identities');
      ctx.body = await tenant.transaction(async (tx) => {
        const { user } = await openAccount(tx, caller, [{ field: 'social', needed: 'ReadOnly' }]);
        return readSsoAccessToken(tx, app.secretBox, user.id, params.connectorId);
      });
    },
  );
};

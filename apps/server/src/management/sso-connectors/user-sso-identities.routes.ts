import { includeTokenSecretQueryGuard } from '@gatehouse/schemas/api/sso-connectors';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { userSsoIdentityGuard } from '@gatehouse/schemas/entities/sso-connector';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  findUserSsoIdentityByConnector,
  listUserSsoIdentities,
} from '../../queries/user-sso-identities.ts';
import { toUserSsoIdentityResponse } from '../../responses/sso-connector-responses.ts';
import { requireUser } from '../../services/user-management.ts';

const tags = ['Users'];

const allIdentitiesGuard = z.object({
  socialIdentities: z.array(
    z.object({
      identity: z.object({
        userId: z.string(),
        details: z.record(z.string(), z.unknown()).optional(),
      }),
      target: z.string(),
    }),
  ),
  ssoIdentities: z.array(
    z.object({ ssoIdentity: userSsoIdentityGuard, ssoConnectorId: z.string() }),
  ),
});

/**
 * A user's enterprise SSO identities (contract "Users": `sso-identities/{ssoConnectorId}` and
 * `all-identities`). Token storage is not offered, so `tokenSecret` is never answered.
 */
export const registerUserSsoIdentitiesRoutes: ManagementArea = (routes) => {
  routes.get(
    '/users/:userId/sso-identities/:ssoConnectorId',
    {
      params: z.object({ userId: pathIdGuard, ssoConnectorId: pathIdGuard }),
      query: includeTokenSecretQueryGuard,
      response: z.object({ ssoIdentity: userSsoIdentityGuard }),
      status: [200, 404],
      tags,
      summary: "A user's identity at one enterprise SSO connector",
    },
    async (ctx, { params, tenant }) => {
      const identity = await tenant.transaction(async (tx) => {
        await requireUser(tx, params.userId);
        return findUserSsoIdentityByConnector(tx, params.userId, params.ssoConnectorId);
      });
      if (!identity) throw new ApiError('user.sso_identity_not_exist', { status: 404 });
      ctx.body = { ssoIdentity: toUserSsoIdentityResponse(identity) };
    },
  );

  routes.get(
    '/users/:userId/all-identities',
    {
      params: z.object({ userId: pathIdGuard }),
      query: includeTokenSecretQueryGuard,
      response: allIdentitiesGuard,
      status: [200, 404],
      tags,
      summary: "A user's social and enterprise SSO identities",
    },
    async (ctx, { params, tenant }) => {
      const { user, identities } = await tenant.transaction(async (tx) => ({
        user: await requireUser(tx, params.userId),
        identities: await listUserSsoIdentities(tx, params.userId),
      }));
      const social = (user.identities ?? {}) as Record<
        string,
        { userId: string; details?: Record<string, unknown> }
      >;
      ctx.body = {
        socialIdentities: Object.entries(social).map(([target, identity]) => ({
          identity,
          target,
        })),
        ssoIdentities: identities.map((row) => ({
          ssoIdentity: toUserSsoIdentityResponse(row),
          ssoConnectorId: row.ssoConnectorId,
        })),
      };
    },
  );
};

import {
  includeTokenSecretQueryGuard,
  ssoTokenSetGuard,
} from '@gatehouse/schemas/api/sso-connectors';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { userSsoIdentityGuard } from '@gatehouse/schemas/entities/sso-connector';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { listSsoTokenSecretsOfUser } from '../../queries/sso-token-secrets.ts';
import {
  findUserSsoIdentityByConnector,
  listUserSsoIdentities,
} from '../../queries/user-sso-identities.ts';
import { toUserSsoIdentityResponse } from '../../responses/sso-connector-responses.ts';
import { toSsoTokenSetResponse } from '../../services/sso-token-storage.ts';
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
    z.object({
      ssoIdentity: userSsoIdentityGuard,
      tokenSecret: ssoTokenSetGuard.optional(),
      ssoConnectorId: z.string(),
    }),
  ),
});

/** `includeTokenSecret=true` asks for the token sets' metadata (contract). */
const wantsTokenSecret = (query: { includeTokenSecret?: string | undefined }) =>
  query.includeTokenSecret === 'true';

/**
 * A user's enterprise SSO identities (contract "Users": `sso-identities/{ssoConnectorId}` and
 * `all-identities`). With `includeTokenSecret=true`, the token set kept for the identity (issue 11
 * token storage) is described as `tokenSecret`: its metadata, never the tokens.
 */
export const registerUserSsoIdentitiesRoutes: ManagementArea = (routes) => {
  routes.get(
    '/users/:userId/sso-identities/:ssoConnectorId',
    {
      params: z.object({ userId: pathIdGuard, ssoConnectorId: pathIdGuard }),
      query: includeTokenSecretQueryGuard,
      response: z.object({
        ssoIdentity: userSsoIdentityGuard,
        tokenSecret: ssoTokenSetGuard.optional(),
      }),
      status: [200, 404],
      tags,
      summary: "A user's identity at one enterprise SSO connector",
    },
    async (ctx, { params, query, tenant }) => {
      const { identity, secrets } = await tenant.transaction(async (tx) => {
        await requireUser(tx, params.userId);
        return {
          identity: await findUserSsoIdentityByConnector(tx, params.userId, params.ssoConnectorId),
          secrets: wantsTokenSecret(query)
            ? await listSsoTokenSecretsOfUser(tx, params.userId)
            : [],
        };
      });
      if (!identity) throw new ApiError('user.sso_identity_not_exist', { status: 404 });
      const secret = secrets.find(
        ({ relation }) =>
          relation.issuer === identity.issuer && relation.identityId === identity.identityId,
      );
      ctx.body = {
        ssoIdentity: toUserSsoIdentityResponse(identity),
        ...(secret ? { tokenSecret: toSsoTokenSetResponse(secret) } : {}),
      };
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
    async (ctx, { params, query, tenant }) => {
      const { user, identities, secrets } = await tenant.transaction(async (tx) => ({
        user: await requireUser(tx, params.userId),
        identities: await listUserSsoIdentities(tx, params.userId),
        secrets: wantsTokenSecret(query) ? await listSsoTokenSecretsOfUser(tx, params.userId) : [],
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
        ssoIdentities: identities.map((row) => {
          const secret = secrets.find(
            ({ relation }) =>
              relation.issuer === row.issuer && relation.identityId === row.identityId,
          );
          return {
            ssoIdentity: toUserSsoIdentityResponse(row),
            ...(secret ? { tokenSecret: toSsoTokenSetResponse(secret) } : {}),
            ssoConnectorId: row.ssoConnectorId,
          };
        }),
      };
    },
  );
};

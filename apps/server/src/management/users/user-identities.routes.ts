import {
  identitiesResponseGuard,
  identityGuard,
  linkIdentityBodyGuard,
  userIdentityResponseGuard,
} from '@gatehouse/schemas/api/users';
import {
  mfaVerificationInfoGuard,
  userWithPasswordInfoGuard,
} from '@gatehouse/schemas/entities/user';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { toMfaVerificationInfo, toUserResponse } from '../../responses/user-responses.ts';
import { linkIdentityThroughConnector } from '../../services/social-identities.ts';
import { patchUser, requireUser } from '../../services/user-management.ts';
import { userIdParams } from './user-crud.routes.ts';

const tags = ['Users'];
const targetParams = userIdParams.extend({ target: z.string().min(1) });
type Identities = Record<string, z.infer<typeof identityGuard>>;

const identityNotFound = (target: string) =>
  new ApiError('user.identity_not_exist', { status: 404, interpolation: { target } });

/** Social identities by connector target, and the list/removal of MFA verifications. */
export const registerUserIdentitiesRoutes: ManagementArea = (routes, app) => {
  routes.get(
    '/users/:userId/identities/:target',
    {
      params: targetParams,
      query: z.object({ includeTokenSecret: z.string().optional() }),
      response: userIdentityResponseGuard,
      status: [200, 404],
      tags,
      summary: "Get a user's social identity for a connector target",
    },
    async (ctx, { params, tenant }) => {
      const user = await tenant.transaction((tx) => requireUser(tx, params.userId));
      const identity = (user.identities as Identities)[params.target];
      if (!identity) throw identityNotFound(params.target);
      // Token storage of social connectors comes with the connectors: no token secret yet.
      ctx.body = { identity };
    },
  );

  routes.put(
    '/users/:userId/identities/:target',
    {
      params: targetParams,
      body: identityGuard,
      response: identitiesResponseGuard,
      status: [200, 201, 404, 422],
      tags,
      summary: "Add or replace a user's social identity for a connector target",
    },
    async (ctx, { params, body, tenant }) => {
      let isNew = false;
      const user = await tenant.transaction((tx) =>
        patchUser(tx, params.userId, (current) => {
          const identities = current.identities as Identities;
          isNew = !identities[params.target];
          return { identities: { ...identities, [params.target]: body } };
        }),
      );
      ctx.status = isNew ? 201 : 200;
      ctx.body = user.identities;
    },
  );

  routes.delete(
    '/users/:userId/identities/:target',
    {
      params: targetParams,
      response: userWithPasswordInfoGuard,
      status: [200, 404],
      tags,
      summary: "Remove a user's social identity",
    },
    async (ctx, { params, tenant }) => {
      const user = await tenant.transaction((tx) =>
        patchUser(tx, params.userId, (current) => {
          const { [params.target]: removed, ...rest } = current.identities as Identities;
          if (!removed) throw identityNotFound(params.target);
          return { identities: rest };
        }),
      );
      ctx.body = toUserResponse(user);
    },
  );

  routes.post(
    '/users/:userId/identities',
    {
      params: userIdParams,
      body: linkIdentityBodyGuard,
      response: identitiesResponseGuard,
      status: [200, 400, 401, 404, 422],
      tags,
      summary: 'Link a social identity through a connector, from what its provider sent back',
    },
    async (ctx, { params, body, tenant }) => {
      ctx.body = await linkIdentityThroughConnector(tenant, app.secretBox, params.userId, body);
    },
  );

  routes.get(
    '/users/:userId/mfa-verifications',
    {
      params: userIdParams,
      response: z.array(mfaVerificationInfoGuard),
      status: [200, 404],
      tags,
      summary: "List a user's MFA verifications (no secrets)",
    },
    async (ctx, { params, tenant }) => {
      const user = await tenant.transaction((tx) => requireUser(tx, params.userId));
      ctx.body = user.mfaVerifications.map(toMfaVerificationInfo);
    },
  );

  routes.delete(
    '/users/:userId/mfa-verifications/:verificationId',
    {
      params: userIdParams.extend({ verificationId: z.string().min(1) }),
      status: [204, 404],
      tags,
      summary: 'Remove one MFA verification of a user',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) =>
        patchUser(tx, params.userId, (current) => {
          const rest = current.mfaVerifications.filter(
            (entry) => (entry as { id?: string }).id !== params.verificationId,
          );
          if (rest.length === current.mfaVerifications.length) {
            throw new ApiError('entity.not_found', { status: 404 });
          }
          return { mfaVerifications: rest };
        }),
      );
      ctx.status = 204;
    },
  );
};

import {
  updateUserLogtoConfigsBodyGuard,
  userCustomDataBodyGuard,
  userProfileBodyGuard,
} from '@gatehouse/schemas/api/users';
import { jsonObjectGuard } from '@gatehouse/schemas/entities/common';
import { userLogtoConfigsGuard, userProfileGuard } from '@gatehouse/schemas/entities/user';
import type { ManagementArea } from '../../http/route-area.ts';
import { toLogtoConfigs } from '../../responses/user-responses.ts';
import { patchUser, requireUser } from '../../services/user-management.ts';
import { userIdParams } from './user-crud.routes.ts';

const tags = ['Users'];

/** Custom data, profile and per-user Logto flags (`/users/{userId}/custom-data|profile|logto-configs`). */
export const registerUserSettingsRoutes: ManagementArea = (routes) => {
  routes.get(
    '/users/:userId/custom-data',
    {
      params: userIdParams,
      response: jsonObjectGuard,
      status: [200, 404],
      tags,
      summary: "Get a user's custom data",
    },
    async (ctx, { params, tenant }) => {
      ctx.body = (await tenant.transaction((tx) => requireUser(tx, params.userId))).customData;
    },
  );

  routes.patch(
    '/users/:userId/custom-data',
    {
      params: userIdParams,
      body: userCustomDataBodyGuard,
      response: jsonObjectGuard,
      status: [200, 404],
      tags,
      summary: "Replace a user's custom data (as Logto: omitted keys are gone)",
    },
    async (ctx, { params, body, tenant }) => {
      const user = await tenant.transaction((tx) =>
        patchUser(tx, params.userId, () => ({ customData: body.customData })),
      );
      ctx.body = user.customData;
    },
  );

  routes.patch(
    '/users/:userId/profile',
    {
      params: userIdParams,
      body: userProfileBodyGuard,
      response: userProfileGuard,
      status: [200, 404],
      tags,
      summary: "Update a user's profile (given fields replace, others stay)",
    },
    async (ctx, { params, body, tenant }) => {
      const user = await tenant.transaction((tx) =>
        patchUser(tx, params.userId, (current) => ({
          profile: { ...current.profile, ...body.profile },
        })),
      );
      ctx.body = user.profile;
    },
  );

  routes.get(
    '/users/:userId/logto-configs',
    {
      params: userIdParams,
      response: userLogtoConfigsGuard,
      status: [200, 404],
      tags,
      summary: "Get a user's MFA and passkey sign-in flags",
    },
    async (ctx, { params, tenant }) => {
      const user = await tenant.transaction((tx) => requireUser(tx, params.userId));
      ctx.body = toLogtoConfigs(user.logtoConfig);
    },
  );

  routes.patch(
    '/users/:userId/logto-configs',
    {
      params: userIdParams,
      body: updateUserLogtoConfigsBodyGuard,
      response: userLogtoConfigsGuard,
      status: [200, 404],
      tags,
      summary: "Update a user's MFA and passkey sign-in flags (merged into the stored ones)",
    },
    async (ctx, { params, body, tenant }) => {
      const user = await tenant.transaction((tx) =>
        patchUser(tx, params.userId, (current) => {
          const stored = current.logtoConfig as Record<string, Record<string, unknown> | undefined>;
          return {
            logtoConfig: {
              ...current.logtoConfig,
              ...(body.mfa ? { mfa: { ...stored.mfa, ...body.mfa } } : {}),
              ...(body.passkeySignIn
                ? { passkeySignIn: { ...stored.passkeySignIn, ...body.passkeySignIn } }
                : {}),
            },
          };
        }),
      );
      ctx.body = toLogtoConfigs(user.logtoConfig);
    },
  );
};

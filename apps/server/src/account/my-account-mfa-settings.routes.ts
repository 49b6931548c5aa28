import { z } from 'zod';
import type { AuthResult } from '../http/management-auth.ts';
import type { RouteArea } from '../http/route-area.ts';
import { updateUser } from '../queries/users.ts';
import { toLogtoConfigs } from '../responses/user-responses.ts';
import { openAccount, requireScope } from './account-access.ts';

const tags = ['My account'];
const mfaSettingsGuard = z.object({ skipMfaOnSignIn: z.boolean() });

/**
 * `GET/PATCH /api/my-account/mfa-settings`: whether the signed-in user skips the MFA step at
 * sign-in (stored as `logtoConfig.mfa.skipMfaOnSignIn`, the flag `logto-configs` shows too).
 * Reading needs the `mfa` field readable, writing it editable, and the `identities` scope.
 */
export const registerMyAccountMfaSettingsRoutes: RouteArea<AuthResult> = (routes) => {
  routes.get(
    '/my-account/mfa-settings',
    {
      response: mfaSettingsGuard,
      status: [200, 400, 401, 403],
      tags,
      summary: "The signed-in user's MFA settings",
    },
    async (ctx, { tenant, caller }) => {
      requireScope(caller, 'identities');
      const { user } = await tenant.transaction((tx) =>
        openAccount(tx, caller, [{ field: 'mfa', needed: 'ReadOnly' }]),
      );
      ctx.body = { skipMfaOnSignIn: toLogtoConfigs(user.logtoConfig).mfa.skipMfaOnSignIn };
    },
  );

  routes.patch(
    '/my-account/mfa-settings',
    {
      body: mfaSettingsGuard,
      response: mfaSettingsGuard,
      status: [200, 400, 401, 403],
      tags,
      summary: "Update the signed-in user's MFA settings",
    },
    async (ctx, { body, tenant, caller }) => {
      requireScope(caller, 'identities');
      const user = await tenant.transaction(async (tx) => {
        const { user: current } = await openAccount(tx, caller, [{ field: 'mfa', needed: 'Edit' }]);
        const stored = current.logtoConfig as { mfa?: Record<string, unknown> };
        return updateUser(tx, caller.id, {
          logtoConfig: {
            ...current.logtoConfig,
            mfa: { ...stored.mfa, skipMfaOnSignIn: body.skipMfaOnSignIn },
          },
        });
      });
      ctx.body = { skipMfaOnSignIn: toLogtoConfigs(user!.logtoConfig).mfa.skipMfaOnSignIn };
    },
  );
};

import type { AccountCenter } from '@gatehouse/schemas/api/account-center';
import {
  myPasswordBodyGuard,
  myPrimaryEmailBodyGuard,
  myPrimaryPhoneBodyGuard,
  patchMyAccountBodyGuard,
  patchMyProfileBodyGuard,
} from '@gatehouse/schemas/api/account-center';
import { updateUserLogtoConfigsBodyGuard } from '@gatehouse/schemas/api/users';
import {
  userLogtoConfigsGuard,
  userProfileGuard,
  userResponseGuard,
} from '@gatehouse/schemas/entities/user';
import { z } from 'zod';
import { digestNewPassword } from '../experience/steps/check-new-password.ts';
import { readSignInExperience } from '../experience/tenant-sign-in-experience.ts';
import type { AuthResult } from '../http/management-auth.ts';
import type { RouteArea } from '../http/route-area.ts';
import { updateUser } from '../queries/users.ts';
import { toLogtoConfigs, toUserResponse } from '../responses/user-responses.ts';
import { updateManagedUser } from '../services/user-management.ts';
import { consumeNewIdentifierRecord } from '../services/user-verification-records.ts';
import { openAccount, requireScope, verificationIdOf } from './account-access.ts';

const tags = ['My account'];
const myAccountResponseGuard = userResponseGuard.partial();

/** The user as the Account API shows it: fields the account center turned Off are left out. */
const visibleAccount = (center: AccountCenter, user: Parameters<typeof toUserResponse>[0]) => {
  const response: Record<string, unknown> = toUserResponse(user);
  const hidden: [keyof AccountCenter['fields'], string][] = [
    ['name', 'name'],
    ['avatar', 'avatar'],
    ['username', 'username'],
    ['email', 'primaryEmail'],
    ['phone', 'primaryPhone'],
    ['profile', 'profile'],
    ['customData', 'customData'],
    ['social', 'identities'],
  ];
  for (const [field, key] of hidden)
    if ((center.fields[field] ?? 'Off') === 'Off') delete response[key];
  return response;
};

/**
 * `/api/my-account`: the signed-in user's own profile, e-mail, phone, password and flags, each
 * field as the account center allows (Off: refused, ReadOnly: read only, Edit: writable).
 */
export const registerMyAccountProfileRoutes: RouteArea<AuthResult> = (routes, app) => {
  routes.get(
    '/my-account',
    {
      response: myAccountResponseGuard,
      status: [200, 400, 401, 403],
      tags,
      summary: 'The signed-in user',
    },
    async (ctx, { tenant, caller }) => {
      requireScope(caller, 'profile', 400);
      ctx.body = await tenant.transaction(async (tx) => {
        const { center, user } = await openAccount(tx, caller, []);
        return visibleAccount(center, user);
      });
    },
  );

  routes.patch(
    '/my-account',
    {
      body: patchMyAccountBodyGuard,
      response: myAccountResponseGuard,
      status: [200, 401, 403, 422],
      tags,
      summary: "Update the signed-in user's name, avatar, username or custom data",
    },
    async (ctx, { body, tenant, caller }) => {
      requireScope(caller, 'profile', 400);
      if (body.customData !== undefined) requireScope(caller, 'custom_data', 400);
      const fields = (['name', 'avatar', 'username', 'customData'] as const)
        .filter((field) => body[field] !== undefined)
        .map((field) => ({ field, needed: 'Edit' as const }));
      ctx.body = await tenant.transaction(async (tx) => {
        const { center } = await openAccount(tx, caller, fields);
        const user = await updateManagedUser(tx, caller.id, {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
          ...(body.username === undefined ? {} : { username: body.username }),
          ...(body.customData === undefined ? {} : { customData: body.customData }),
        });
        return visibleAccount(center, user);
      });
    },
  );

  routes.patch(
    '/my-account/profile',
    {
      body: patchMyProfileBodyGuard,
      response: userProfileGuard,
      status: [200, 401, 403],
      tags,
      summary: "Merge fields into the signed-in user's OIDC profile",
    },
    async (ctx, { body, tenant, caller }) => {
      requireScope(caller, 'profile', 400);
      if (body.address !== undefined) requireScope(caller, 'address', 400);
      ctx.body = await tenant.transaction(async (tx) => {
        const { user } = await openAccount(tx, caller, [{ field: 'profile', needed: 'Edit' }]);
        const updated = await updateUser(tx, caller.id, { profile: { ...user.profile, ...body } });
        return updated?.profile;
      });
    },
  );

  routes.post(
    '/my-account/password',
    {
      body: myPasswordBodyGuard,
      status: [204, 401, 403, 422],
      tags,
      summary: "Change the signed-in user's password (needs a fresh verification record)",
    },
    async (ctx, { body, tenant, caller }) => {
      const { experience } = await tenant.transaction((tx) => readSignInExperience(tx));
      const verificationId = verificationIdOf(ctx);
      const current = await tenant.transaction((tx) =>
        openAccount(tx, caller, [{ field: 'password', needed: 'Edit' }], {
          verificationId,
          consume: false,
        }),
      );
      // The policy check (and its hash) before the record is spent: a refused password keeps it.
      const digest = await digestNewPassword(app, experience, body.password, {
        username: current.user.username ?? undefined,
      });
      await tenant.transaction(async (tx) => {
        await openAccount(tx, caller, [{ field: 'password', needed: 'Edit' }], { verificationId });
        await updateUser(tx, caller.id, {
          passwordEncrypted: digest.encrypted,
          passwordEncryptionMethod: digest.method,
          passwordUpdatedAt: new Date(),
          isPasswordExpired: false,
        });
      });
      ctx.status = 204;
    },
  );

  for (const kind of ['email', 'phone'] as const) {
    const column = kind === 'email' ? 'primaryEmail' : 'primaryPhone';
    routes.post(
      `/my-account/primary-${kind}`,
      {
        body: kind === 'email' ? myPrimaryEmailBodyGuard : myPrimaryPhoneBodyGuard,
        status: [204, 400, 401, 403, 422],
        tags,
        summary: `Set the signed-in user's primary ${kind} (verified by a code record)`,
      },
      async (ctx, { body, tenant, caller }) => {
        requireScope(caller, kind, 400);
        const value = 'email' in body ? body.email : (body as { phone: string }).phone;
        await tenant.transaction(async (tx) => {
          await openAccount(tx, caller, [{ field: kind, needed: 'Edit' }], {
            verificationId: verificationIdOf(ctx),
          });
          const proved = await consumeNewIdentifierRecord(
            tx,
            caller.id,
            body.newIdentifierVerificationRecordId,
            { type: kind, value },
          );
          await updateManagedUser(tx, caller.id, { [column]: proved.value });
        });
        ctx.status = 204;
      },
    );

    routes.delete(
      `/my-account/primary-${kind}`,
      {
        status: [204, 400, 401, 403],
        tags,
        summary: `Remove the signed-in user's primary ${kind}`,
      },
      async (ctx, { tenant, caller }) => {
        requireScope(caller, kind, 400);
        await tenant.transaction(async (tx) => {
          await openAccount(tx, caller, [{ field: kind, needed: 'Edit' }], {
            verificationId: verificationIdOf(ctx),
          });
          await updateUser(tx, caller.id, { [column]: null });
        });
        ctx.status = 204;
      },
    );
  }

  const logtoConfigs = z.object({
    ...userLogtoConfigsGuard.shape,
  });
  routes.get(
    '/my-account/logto-configs',
    {
      response: logtoConfigs,
      status: [200, 400, 401, 403],
      tags,
      summary: "The signed-in user's MFA and passkey flags",
    },
    async (ctx, { tenant, caller }) => {
      requireScope(caller, 'identities');
      const { user } = await tenant.transaction((tx) => openAccount(tx, caller, []));
      ctx.body = toLogtoConfigs(user.logtoConfig);
    },
  );

  routes.patch(
    '/my-account/logto-configs',
    {
      body: updateUserLogtoConfigsBodyGuard,
      response: logtoConfigs,
      status: [200, 401, 403],
      tags,
      summary: "Update the signed-in user's MFA and passkey flags",
    },
    async (ctx, { body, tenant, caller }) => {
      requireScope(caller, 'identities');
      const user = await tenant.transaction(async (tx) => {
        const { user: current } = await openAccount(tx, caller, [{ field: 'mfa', needed: 'Edit' }]);
        const stored = current.logtoConfig as Record<string, Record<string, unknown> | undefined>;
        return updateUser(tx, caller.id, {
          logtoConfig: {
            ...current.logtoConfig,
            ...(body.mfa ? { mfa: { ...stored.mfa, ...body.mfa } } : {}),
            ...(body.passkeySignIn
              ? { passkeySignIn: { ...stored.passkeySignIn, ...body.passkeySignIn } }
              : {}),
          },
        });
      });
      ctx.body = toLogtoConfigs(user!.logtoConfig);
    },
  );
};

import { myMfaVerificationBodyGuard, myTotpBodyGuard } from '@gatehouse/schemas/api/account-center';
import { mfaVerificationInfoGuard } from '@gatehouse/schemas/entities/user';
import { z } from 'zod';
import type { SecretBox } from '../db/secret-box.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthResult } from '../http/management-auth.ts';
import type { RouteArea } from '../http/route-area.ts';
import { updateUser } from '../queries/users.ts';
import { toMfaVerificationInfo } from '../responses/user-responses.ts';
import { assertBackupCodes, generateBackupCodes } from '../services/backup-codes.ts';
import { assertTotpSecret, generateTotpSecret, matchTotpStep } from '../services/totp.ts';
import {
  addMfaEntries,
  mfaEntriesOf,
  newBackupCodesEntry,
  newTotpEntry,
  type StoredBackupCodes,
} from '../services/user-mfa.ts';
import { consumeWebAuthnRecord } from '../services/webauthn-verification-records.ts';
import { openAccount, requireScope, verificationIdOf } from './account-access.ts';

const tags = ['My account'];
const mfaEdit = [{ field: 'mfa' as const, needed: 'Edit' as const }];
const mfaRead = [{ field: 'mfa' as const, needed: 'ReadOnly' as const }];
const verificationIdParams = z.object({ verificationId: z.string().min(1) });

/** The factor a request adds, checked before anything is stored. */
const newMfaEntryOf =
  (box: SecretBox) =>
  (
    body:
      | { type: 'BackupCode'; codes: string[] }
      | { type: 'Totp' | 'TOTP'; secret: string; code?: string | undefined },
  ) => {
    if (body.type === 'BackupCode') {
      assertBackupCodes(body.codes);
      return newBackupCodesEntry(box, body.codes);
    }
    assertTotpSecret(body.secret);
    // Without a proving code an app could be bound that never scanned the secret.
    if (!body.code || matchTotpStep(body.secret, body.code, undefined) === undefined)
      throw new ApiError('session.mfa.invalid_totp_code', { status: 422 });
    return newTotpEntry(box, body.secret);
  };

/**
 * `/api/my-account/mfa-verifications`: the signed-in user lists, adds, renames and removes their
 * second factors (TOTP, backup codes, WebAuthn keys). Every change needs a fresh
 * `logto-verification-id`.
 */
export const registerMyAccountMfaRoutes: RouteArea<AuthResult> = (routes, app) => {
  const newMfaEntry = newMfaEntryOf(app.secretBox);
  routes.get(
    '/my-account/mfa-verifications',
    {
      response: z.array(mfaVerificationInfoGuard),
      status: [200, 400, 401, 403],
      tags,
      summary: "The signed-in user's MFA verifications (no secrets)",
    },
    async (ctx, { tenant, caller }) => {
      requireScope(caller, 'identities');
      const { user } = await tenant.transaction((tx) => openAccount(tx, caller, mfaRead));
      ctx.body = user.mfaVerifications.map(toMfaVerificationInfo);
    },
  );

  routes.post(
    '/my-account/mfa-verifications/totp-secret/generate',
    {
      response: z.object({ secret: z.string() }),
      status: [200, 400, 401, 403],
      tags,
      summary: 'A new TOTP secret to scan (bound only once added with a code)',
    },
    async (ctx, { tenant, caller }) => {
      requireScope(caller, 'identities');
      await tenant.transaction((tx) => openAccount(tx, caller, mfaEdit));
      ctx.body = { secret: generateTotpSecret() };
    },
  );

  routes.post(
    '/my-account/mfa-verifications/backup-codes/generate',
    {
      response: z.object({ codes: z.array(z.string()) }),
      status: [200, 400, 401, 403],
      tags,
      summary: 'New backup codes to show (bound only once added)',
    },
    async (ctx, { tenant, caller }) => {
      requireScope(caller, 'identities');
      await tenant.transaction((tx) => openAccount(tx, caller, mfaEdit));
      ctx.body = { codes: generateBackupCodes() };
    },
  );

  routes.post(
    '/my-account/mfa-verifications',
    {
      body: myMfaVerificationBodyGuard,
      status: [204, 400, 401, 403, 422],
      tags,
      summary: 'Add a TOTP (proved by a code), a set of backup codes or a verified WebAuthn key',
    },
    async (ctx, { body, tenant, caller }) => {
      requireScope(caller, 'identities');
      // A TOTP or codes are checked before the permission record is looked at; a key comes from
      // its verified registration record (/api/verifications/web-authn/*), read in the transaction.
      const pending = body.type === 'WebAuthn' ? body : newMfaEntry(body);
      await tenant.transaction(async (tx) => {
        const { user } = await openAccount(tx, caller, mfaEdit, {
          verificationId: verificationIdOf(ctx),
        });
        const added =
          pending.type === 'WebAuthn' && 'newIdentifierVerificationRecordId' in pending
            ? await consumeWebAuthnRecord(tx, app.secretBox, user, caller.id, {
                id: pending.newIdentifierVerificationRecordId,
                name: pending.name,
              })
            : pending;
        await addMfaEntries(tx, caller.id, [added]);
      });
      ctx.status = 204;
    },
  );

  routes.put(
    '/my-account/mfa-verifications/totp',
    {
      body: myTotpBodyGuard,
      status: [204, 400, 401, 403, 422],
      tags,
      summary: "Replace the signed-in user's TOTP (proved by a code)",
    },
    async (ctx, { body, tenant, caller }) => {
      requireScope(caller, 'identities');
      assertTotpSecret(body.secret);
      if (matchTotpStep(body.secret, body.code, undefined) === undefined)
        throw new ApiError('session.mfa.invalid_totp_code', { status: 422 });
      await tenant.transaction(async (tx) => {
        const { user } = await openAccount(tx, caller, mfaEdit, {
          verificationId: verificationIdOf(ctx),
        });
        const others = mfaEntriesOf(user).filter((entry) => entry.type !== 'Totp');
        await updateUser(tx, caller.id, {
          mfaVerifications: [...others, newTotpEntry(app.secretBox, body.secret)],
        });
      });
      ctx.status = 204;
    },
  );

  routes.get(
    '/my-account/mfa-verifications/backup-codes',
    {
      response: z.object({
        codes: z.array(z.object({ code: z.string(), usedAt: z.number().optional() })),
      }),
      status: [200, 400, 401, 403, 404],
      tags,
      summary: "The signed-in user's backup codes and which were used",
    },
    async (ctx, { tenant, caller }) => {
      requireScope(caller, 'identities');
      const { user } = await tenant.transaction((tx) =>
        openAccount(tx, caller, mfaRead, { verificationId: verificationIdOf(ctx) }),
      );
      const set = mfaEntriesOf(user).find(
        (entry): entry is StoredBackupCodes => entry.type === 'BackupCode',
      );
      if (!set) throw new ApiError('entity.not_found', { status: 404 });
      ctx.body = {
        codes: set.codes.map(({ code, usedAt }) => ({
          code: app.secretBox.open(code),
          ...(usedAt ? { usedAt: Date.parse(usedAt) } : {}),
        })),
      };
    },
  );

  routes.patch(
    '/my-account/mfa-verifications/:verificationId/name',
    {
      params: verificationIdParams,
      body: z.object({ name: z.string().max(128) }),
      status: [200, 400, 401, 403, 404],
      tags,
      summary: 'Rename one of the signed-in user’s MFA verifications',
    },
    async (ctx, { params, body, tenant, caller }) => {
      requireScope(caller, 'identities');
      await tenant.transaction(async (tx) => {
        const { user } = await openAccount(tx, caller, mfaEdit, {
          verificationId: verificationIdOf(ctx),
        });
        const entries = mfaEntriesOf(user);
        if (!entries.some((entry) => entry.id === params.verificationId))
          throw new ApiError('entity.not_found', { status: 404 });
        await updateUser(tx, caller.id, {
          mfaVerifications: entries.map((entry) =>
            entry.id === params.verificationId ? { ...entry, name: body.name } : entry,
          ),
        });
      });
      ctx.status = 200;
      ctx.body = 'OK';
    },
  );

  routes.delete(
    '/my-account/mfa-verifications/:verificationId',
    {
      params: verificationIdParams,
      status: [204, 400, 401, 403, 404],
      tags,
      summary: 'Remove one of the signed-in user’s MFA verifications',
    },
    async (ctx, { params, tenant, caller }) => {
      requireScope(caller, 'identities');
      await tenant.transaction(async (tx) => {
        const { user } = await openAccount(tx, caller, mfaEdit, {
          verificationId: verificationIdOf(ctx),
        });
        const entries = mfaEntriesOf(user);
        const rest = entries.filter((entry) => entry.id !== params.verificationId);
        if (rest.length === entries.length) throw new ApiError('entity.not_found', { status: 404 });
        await updateUser(tx, caller.id, { mfaVerifications: rest });
      });
      ctx.status = 204;
    },
  );

  routes.delete(
    '/my-account/identities/:target',
    {
      params: z.object({ target: z.string().min(1) }),
      status: [204, 400, 401, 403, 404],
      tags,
      summary: 'Unlink a social identity from the signed-in user',
    },
    async (ctx, { params, tenant, caller }) => {
      requireScope(caller, 'identities');
      await tenant.transaction(async (tx) => {
        const { user } = await openAccount(tx, caller, [{ field: 'social', needed: 'Edit' }], {
          verificationId: verificationIdOf(ctx),
        });
        if (!(params.target in user.identities))
          throw new ApiError('user.identity_not_exist', { status: 404 });
        const { [params.target]: _removed, ...identities } = user.identities;
        await updateUser(tx, caller.id, { identities });
      });
      ctx.status = 204;
    },
  );
};

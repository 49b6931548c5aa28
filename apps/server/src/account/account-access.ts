import type { AccountCenterFieldName } from '@gatehouse/schemas/api/account-center';
import type { Context } from 'koa';
import type { TenantTx } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthResult } from '../http/management-auth.ts';
import { assertFieldAccess, readAccountCenter } from '../services/account-center.ts';
import { requireUser } from '../services/user-management.ts';
import { consumePermissionRecord } from '../services/user-verification-records.ts';

/** The header naming the verification record that allows a sensitive change. */
export const verificationIdHeader = 'logto-verification-id';

/**
 * The token scope a route needs. Logto answers a missing scope with `auth.unauthorized`, 400 on
 * the profile, e-mail and phone routes and 401 elsewhere (contract errors.md).
 */
export const requireScope = (caller: AuthResult, scope: string, status: 400 | 401 = 401) => {
  if (!caller.scopes.includes(scope)) throw new ApiError('auth.unauthorized', { status });
};

/**
 * The caller's user, once the account center allows `field` (`needed` access) for them. For a
 * sensitive change (`verificationId` given as the request's header) the permission record is
 * consumed in the same transaction, so a refused change leaves it usable.
 */
export const openAccount = async (
  tx: TenantTx,
  caller: AuthResult,
  fields: { field: AccountCenterFieldName; needed: 'ReadOnly' | 'Edit' }[],
  sensitive?: { verificationId: string | undefined; consume?: boolean },
) => {
  const center = await readAccountCenter(tx);
  for (const { field, needed } of fields) assertFieldAccess(center, field, needed);
  if (!center.enabled) assertFieldAccess(center, 'name', 'ReadOnly');
  const user = await requireUser(tx, caller.id);
  if (sensitive)
    await consumePermissionRecord(tx, user, sensitive.verificationId, {
      consume: sensitive.consume ?? true,
    });
  return { center, user };
};

export const verificationIdOf = (ctx: Context) => ctx.get(verificationIdHeader) || undefined;

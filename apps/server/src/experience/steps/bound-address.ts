import type { TenantTx } from '../../db/tenant-scope.ts';
import { ApiError } from '../../http/api-error.ts';
import { isIdentifierTaken, updateUser } from '../../queries/users.ts';
import type { ExperienceState } from '../experience-session.ts';
import { findCodeRecord } from './find-code-record.ts';
import type { MfaFactor } from './mfa-policy.ts';

/**
 * E-mail and SMS codes bound as a first factor during sign-in or registration: the proved
 * address becomes the user's primary e-mail (phone), since a code factor is the primary address
 * (decision 019).
 */

export const isCodeFactor = (
  factor: MfaFactor,
): factor is 'EmailVerificationCode' | 'PhoneVerificationCode' =>
  factor === 'EmailVerificationCode' || factor === 'PhoneVerificationCode';

/** 422 `user.email_already_in_use` / `user.phone_already_in_use` when another account has it. */
export const assertAddressFree = async (
  tx: TenantTx,
  identifier: { type: 'email' | 'phone'; value: string },
  exceptId?: string,
) => {
  const type = identifier.type === 'email' ? 'primaryEmail' : 'primaryPhone';
  if (await isIdentifierTaken(tx, { type, value: identifier.value }, exceptId)) {
    throw new ApiError(`user.${identifier.type}_already_in_use`, { status: 422 });
  }
};

/**
 * Submission: writes the addresses of the bound code factors to the user, checked again inside
 * the transaction (another account may have taken one since it was bound).
 */
export const storeBoundAddresses = async (tx: TenantTx, state: ExperienceState, userId: string) => {
  const patch: { primaryEmail?: string; primaryPhone?: string } = {};
  for (const { type, verificationId } of state.mfa?.bound ?? []) {
    if (!isCodeFactor(type)) continue;
    const record = findCodeRecord(
      state,
      verificationId,
      type === 'EmailVerificationCode' ? 'email' : 'phone',
    );
    await assertAddressFree(tx, record.identifier, userId);
    patch[type === 'EmailVerificationCode' ? 'primaryEmail' : 'primaryPhone'] =
      record.identifier.value;
  }
  if (Object.keys(patch).length > 0) await updateUser(tx, userId, patch);
};

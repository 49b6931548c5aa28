import type { BindMfaBody } from '@gatehouse/schemas/api/experience-mfa';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import { ApiError } from '../../http/api-error.ts';
import { boundFactorsOf } from '../../services/user-mfa.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { assertAddressFree, isCodeFactor } from './bound-address.ts';
import { findActiveUser } from './find-active-user.ts';
import { assertCodeVerified, findCodeRecord } from './find-code-record.ts';
import { assertNotSsoOnlyEmail } from './guard-sso-only-email.ts';
import { enabledFactorsOf, hasProvedUsableFactor, usableFactorsOf } from './mfa-policy.ts';
import { requireIdentifiedUser, requireUserRecord } from './mfa-step-helpers.ts';
import type { StepContext } from './step-context.ts';

const pendingInfoNotFound = () =>
  new ApiError('session.mfa.pending_info_not_found', { status: 400 });

/** The record of `type` that holds a new, verified factor for the user. */
const requireNewFactorRecord = (step: StepContext, { type, verificationId }: BindMfaBody) => {
  if (type === 'Totp') {
    const record = requireUserRecord(step.state, verificationId, 'Totp');
    if (!record.secret || !record.verified) throw pendingInfoNotFound();
  } else if (type === 'BackupCode') {
    // Generated codes need no proof: the person saw them when they were generated.
    if (!requireUserRecord(step.state, verificationId, 'BackupCode').codes)
      throw pendingInfoNotFound();
  } else if (type === 'WebAuthn') {
    const record = requireUserRecord(step.state, verificationId, 'WebAuthn');
    if (record.purpose !== 'registration' || !record.verified || !record.credential) {
      throw pendingInfoNotFound();
    }
  }
};

/**
 * A code factor is bound by proving a new address with a code of this interaction
 * (`POST /verification/verification-code` and `/verify`); the address becomes the user's primary
 * e-mail (phone) at submission. Only for a user without one (a user with an address uses it:
 * 422 `user.{email,phone}_exists_in_profile`), never an address another account has (422
 * `user.{email,phone}_already_in_use`) nor an e-mail that signs in with single sign-on only (422
 * `session.sso_enabled`).
 */
const requireNewAddress = async (
  step: StepContext,
  { type, verificationId }: BindMfaBody,
  user: { primaryEmail: string | null; primaryPhone: string | null },
  experience: SignInExperience,
) => {
  const channel = type === 'EmailVerificationCode' ? 'email' : 'phone';
  if (channel === 'email' ? user.primaryEmail : user.primaryPhone) {
    throw new ApiError(`user.${channel}_exists_in_profile`, { status: 422 });
  }
  const record = findCodeRecord(step.state, verificationId, channel);
  assertCodeVerified(record);
  await step.tenant.transaction(async (tx) => {
    // The address becomes the user's primary e-mail: an SSO-only one may not, this way.
    if (channel === 'email') await assertNotSsoOnlyEmail(tx, record.identifier.value, experience);
    await assertAddressFree(tx, record.identifier);
  });
};

/**
 * `POST /api/experience/profile/mfa`: accepts a new factor for binding at submission. The factor
 * must be enabled (400 `session.mfa.mfa_factor_not_enabled`); a user who already has factors
 * (bound ones or a primary address whose code factor is on) must first prove one of them (403 `session.mfa.require_mfa_verification`), so a
 * password alone cannot add an attacker's authenticator; one TOTP and one set of backup codes at
 * a time (422 `user.totp_already_in_use` / `user.backup_code_already_in_use`), one address per
 * code factor (a later one replaces it), and backup codes never alone (422
 * `session.mfa.backup_code_can_not_be_alone`).
 */
export const bindMfa = async (step: StepContext, body: BindMfaBody) => {
  const userId = requireIdentifiedUser(step.state);
  const { experience, user } = await step.tenant.transaction(async (tx) => ({
    ...(await readSignInExperience(tx)),
    user: await findActiveUser(tx, userId),
  }));
  if (!enabledFactorsOf(experience.mfa).includes(body.type)) {
    throw new ApiError('session.mfa.mfa_factor_not_enabled', { status: 400 });
  }
  const existing = boundFactorsOf(user);
  // The user's primary address counts too when its code factor is on: a password alone must not
  // add a phone (or an app) to an account whose second factor is its e-mail.
  const usable = usableFactorsOf(experience.mfa, user);
  if (usable.length > 0 && !hasProvedUsableFactor(step.state, userId, usable, user)) {
    throw new ApiError('session.mfa.require_mfa_verification', {
      status: 403,
      data: { availableFactors: usable },
    });
  }
  if (body.type === 'EmailVerificationCode' || body.type === 'PhoneVerificationCode') {
    await requireNewAddress(step, body, user, experience);
  } else {
    requireNewFactorRecord(step, body);
  }
  // A new address replaces the one bound before it in this interaction (the person went back).
  const bound = (step.state.mfa?.bound ?? []).filter(
    ({ type, verificationId }) =>
      verificationId !== body.verificationId && !(isCodeFactor(type) && type === body.type),
  );
  const types = [...existing, ...bound.map(({ type }) => type)];
  if (body.type === 'Totp' && types.includes('Totp')) {
    throw new ApiError('user.totp_already_in_use', { status: 422 });
  }
  if (body.type === 'BackupCode' && types.includes('BackupCode')) {
    throw new ApiError('user.backup_code_already_in_use', { status: 422 });
  }
  if (body.type === 'BackupCode' && types.every((type) => type === 'BackupCode')) {
    throw new ApiError('session.mfa.backup_code_can_not_be_alone', { status: 422 });
  }
  step.state.mfa = { ...step.state.mfa, bound: [...bound, body] };
};

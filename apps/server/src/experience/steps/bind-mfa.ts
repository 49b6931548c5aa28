import type { BindMfaBody } from '@gatehouse/schemas/api/experience-mfa';
import { ApiError } from '../../http/api-error.ts';
import { boundFactorsOf } from '../../services/user-mfa.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { findActiveUser } from './find-active-user.ts';
import { enabledFactorsOf, hasVerifiedBoundFactor } from './mfa-policy.ts';
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
  } else {
    // E-mail and SMS factors are the user's primary address: nothing to bind here.
    throw pendingInfoNotFound();
  }
};

/**
 * `POST /api/experience/profile/mfa`: accepts a new factor for binding at submission. The factor
 * must be enabled (400 `session.mfa.mfa_factor_not_enabled`); at sign-in a user who already has
 * factors must first prove one of them (403 `session.mfa.require_mfa_verification`), so a
 * password alone cannot add an attacker's authenticator; one TOTP and one set of backup codes at
 * a time (422 `user.totp_already_in_use` / `user.backup_code_already_in_use`), and backup codes
 * never alone (422 `session.mfa.backup_code_can_not_be_alone`).
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
  if (existing.length > 0 && !hasVerifiedBoundFactor(step.state, userId)) {
    throw new ApiError('session.mfa.require_mfa_verification', {
      status: 403,
      data: { availableFactors: existing },
    });
  }
  requireNewFactorRecord(step, body);
  const bound = (step.state.mfa?.bound ?? []).filter(
    ({ verificationId }) => verificationId !== body.verificationId,
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

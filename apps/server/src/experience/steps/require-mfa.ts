import { ApiError } from '../../http/api-error.ts';
import { isMfaRequiredByUserOrganizations } from '../../queries/oidc-organizations.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { findActiveUser } from './find-active-user.ts';
import {
  bindableFactorsOf,
  bindingDemandOf,
  enabledFactorsOf,
  hasProvedUsableFactor,
  isMandatoryPolicy,
  maskedIdentifiersOf,
  usableFactorsOf,
} from './mfa-policy.ts';
import type { SubmitStep } from './step-context.ts';

type MfaFlags = { skipped?: boolean; skipMfaOnSignIn?: boolean };

/**
 * Submission under the sign-in experience's MFA policy (contract errors.md, session.mfa.*):
 * - a user with factors (bound ones, or a primary e-mail / phone when codes to it are a factor)
 *   must have proved one in this interaction: 403 `session.mfa.require_mfa_verification`
 *   ({availableFactors, maskedIdentifiers}), unless they chose to skip MFA at
 *   sign-in and the policy is not mandatory;
 * - a user binding a new factor while backup codes are enabled must bind backup codes too: 422
 *   `session.mfa.backup_code_required`;
 * - a user without factors is asked to bind one when the policy says so at this event: 422
 *   `user.missing_mfa` ({availableFactors, skippable}), a code factor included when the user
 *   lacks its address (binding verifies a new one); a prompt the user skipped (now or before)
 *   lets them through, a mandatory policy does not.
 * A member of an organization that requires MFA (`organizations.is_mfa_required`) is held to a
 * mandatory policy whatever the tenant's policy says (issue 11).
 */
export const requireMfa: SubmitStep = async ({ tenant, state }, userId) => {
  const { experience, user, isRequiredByOrganization } = await tenant.transaction(async (tx) => ({
    ...(await readSignInExperience(tx)),
    user: await findActiveUser(tx, userId),
    isRequiredByOrganization: await isMfaRequiredByUserOrganizations(tx, userId),
  }));
  const mfa = isRequiredByOrganization
    ? { ...experience.mfa, policy: 'Mandatory' as const }
    : experience.mfa;
  const enabled = enabledFactorsOf(mfa);
  if (enabled.length === 0) return;
  const flags = ((user.logtoConfig as { mfa?: MfaFlags }).mfa ?? {}) satisfies MfaFlags;
  const usable = usableFactorsOf(mfa, user);
  if (usable.length > 0) {
    if (hasProvedUsableFactor(state, userId, usable, user)) return;
    if (flags.skipMfaOnSignIn && !isMandatoryPolicy(mfa.policy)) return;
    throw new ApiError('session.mfa.require_mfa_verification', {
      status: 403,
      data: { availableFactors: usable, maskedIdentifiers: maskedIdentifiersOf(usable, user) },
    });
  }
  const bound = state.mfa?.bound ?? [];
  if (bound.some(({ type }) => type !== 'BackupCode')) {
    if (enabled.includes('BackupCode') && !bound.some(({ type }) => type === 'BackupCode')) {
      throw new ApiError('session.mfa.backup_code_required', { status: 422 });
    }
    return;
  }
  const demand = bindingDemandOf(mfa.policy, state.interactionEvent);
  const bindable = bindableFactorsOf(mfa, user);
  // Empty only when backup codes are the sole factor, which cannot be bound alone. A user
  // without usable factors lacks the address of every enabled code factor, so that factor is
  // bindable here and the policy holds the user up.
  if (demand === 'none' || bindable.length === 0) return;
  if (demand === 'prompt' && (state.mfa?.mfaSkipped || flags.skipped)) return;
  throw new ApiError('user.missing_mfa', {
    status: 422,
    data: {
      availableFactors: bindable,
      skippable: demand === 'prompt',
    },
  });
};

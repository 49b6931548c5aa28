import type { Mfa, mfaFactors } from '@gatehouse/schemas/sign-in-experience/policies.schema';
import type { UserRow } from '../../queries/users.ts';
import { boundFactorsOf } from '../../services/user-mfa.ts';
import type { ExperienceState, InteractionEvent } from '../experience-session.ts';

type MfaFactor = (typeof mfaFactors)[number];

/** The factors this server can verify; e-mail and SMS codes as second factors come later. */
const supportedFactors: readonly MfaFactor[] = ['Totp', 'WebAuthn', 'BackupCode'];

/** The factors of the sign-in experience a user may bind and verify here. */
export const enabledFactorsOf = (mfa: Mfa) =>
  mfa.factors.filter((factor) => supportedFactors.includes(factor));

/** The user's bound factors that the sign-in experience still enables. */
export const usableFactorsOf = (mfa: Mfa, user: Pick<UserRow, 'mfaVerifications'>) => {
  const enabled = enabledFactorsOf(mfa);
  return boundFactorsOf(user).filter((factor) => enabled.includes(factor));
};

/**
 * What the policy asks of a user without factors at this event: `required` (must bind one),
 * `prompt` (asked, may skip) or `none`. The `PromptOnlyAtSignIn*` variants leave registration
 * alone; `NoPrompt` never asks.
 */
export const bindingDemandOf = (
  policy: Mfa['policy'],
  event: InteractionEvent,
): 'required' | 'prompt' | 'none' => {
  switch (policy) {
    case 'Mandatory':
    case 'PromptAtSignInAndSignUpMandatory':
      return 'required';
    case 'PromptOnlyAtSignInMandatory':
      return event === 'SignIn' ? 'required' : 'none';
    case 'UserControlled':
    case 'PromptAtSignInAndSignUp':
      return 'prompt';
    case 'PromptOnlyAtSignIn':
      return event === 'SignIn' ? 'prompt' : 'none';
    case 'NoPrompt':
      return 'none';
  }
};

export const isMandatoryPolicy = (policy: Mfa['policy']) =>
  policy === 'Mandatory' ||
  policy === 'PromptAtSignInAndSignUpMandatory' ||
  policy === 'PromptOnlyAtSignInMandatory';

/**
 * Whether the identified user proved a bound factor in this interaction: a code of the bound
 * TOTP, a backup code, an assertion of a bound WebAuthn credential, or a passkey sign-in.
 */
export const hasVerifiedBoundFactor = (state: ExperienceState, userId: string) =>
  state.verificationRecords.some((record) => {
    if (!('userId' in record) || record.userId !== userId || !('verified' in record)) return false;
    if (!record.verified) return false;
    if (record.type === 'Totp') return !record.secret;
    if (record.type === 'BackupCode') return !record.codes;
    if (record.type === 'WebAuthn') return record.purpose === 'authentication';
    return record.type === 'SignInPasskey';
  });

import type { Mfa, mfaFactors } from '@gatehouse/schemas/sign-in-experience/policies.schema';
import type { UserRow } from '../../queries/users.ts';
import { boundFactorsOf } from '../../services/user-mfa.ts';
import type { ExperienceState, InteractionEvent } from '../experience-session.ts';

export type MfaFactor = (typeof mfaFactors)[number];

/** The factors of the sign-in experience this server verifies (all of the contract's). */
export const enabledFactorsOf = (mfa: Mfa): MfaFactor[] => [...mfa.factors];

type MfaUser = Pick<UserRow, 'mfaVerifications' | 'primaryEmail' | 'primaryPhone'>;

/**
 * The factors a user without any can bind during a sign-in: an authenticator app or a passkey,
 * and a code factor whose address the user lacks (the verified address becomes their primary
 * e-mail or phone at submission). A code factor to an address the user has is usable, not
 * bindable (`usableFactorsOf`).
 */
export const bindableFactorsOf = (mfa: Mfa, user: Pick<MfaUser, 'primaryEmail' | 'primaryPhone'>) =>
  enabledFactorsOf(mfa).filter(
    (factor) =>
      factor === 'Totp' ||
      factor === 'WebAuthn' ||
      (factor === 'EmailVerificationCode' && !user.primaryEmail) ||
      (factor === 'PhoneVerificationCode' && !user.primaryPhone),
  );

/**
 * The user's factors that the sign-in experience enables: the bound ones, plus a code to the
 * primary e-mail or phone when that factor is on and the user has the address (as Logto does).
 */
export const usableFactorsOf = (mfa: Mfa, user: MfaUser): MfaFactor[] => {
  const enabled = enabledFactorsOf(mfa);
  const addresses: MfaFactor[] = [
    ...(user.primaryEmail ? (['EmailVerificationCode'] as const) : []),
    ...(user.primaryPhone ? (['PhoneVerificationCode'] as const) : []),
  ];
  return [...boundFactorsOf(user), ...addresses].filter((factor) => enabled.includes(factor));
};

/**
 * The masked addresses of the usable code factors (contract `maskedIdentifiers`), so the page
 * can say where the code goes without showing the whole address to whoever holds the password.
 */
export const maskedIdentifiersOf = (factors: MfaFactor[], user: MfaUser) => ({
  ...(factors.includes('EmailVerificationCode') && user.primaryEmail
    ? { EmailVerificationCode: maskEmail(user.primaryEmail) }
    : {}),
  ...(factors.includes('PhoneVerificationCode') && user.primaryPhone
    ? { PhoneVerificationCode: maskPhone(user.primaryPhone) }
    : {}),
});

const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1))}****${email.slice(at)}`;
};

const maskPhone = (phone: string) => `****${phone.slice(-4)}`;

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
 * TOTP, a backup code, an assertion of a bound WebAuthn credential, a passkey sign-in, or a code
 * sent to their primary e-mail or phone.
 */
export const hasVerifiedBoundFactor = (state: ExperienceState, userId: string) =>
  state.verificationRecords.some((record) => {
    if (!('userId' in record) || record.userId !== userId || !('verified' in record)) return false;
    if (!record.verified) return false;
    if (record.type === 'Totp') return !record.secret;
    if (record.type === 'BackupCode') return !record.codes;
    if (record.type === 'WebAuthn') return record.purpose === 'authentication';
    if (record.type === 'MfaEmailVerificationCode' || record.type === 'MfaPhoneVerificationCode') {
      return true;
    }
    return record.type === 'SignInPasskey';
  });

/**
 * A code to the user's primary address typed in this interaction already (a registration by
 * e-mail code) proves that address's factor: no second code to the same inbox.
 */
export const provedAddressFactor = (
  state: ExperienceState,
  usable: MfaFactor[],
  user: { primaryEmail: string | null; primaryPhone: string | null },
) =>
  state.verificationRecords.some(
    (record) =>
      (record.type === 'EmailVerificationCode' &&
        record.verified &&
        usable.includes('EmailVerificationCode') &&
        record.identifier.value === user.primaryEmail) ||
      (record.type === 'PhoneVerificationCode' &&
        record.verified &&
        usable.includes('PhoneVerificationCode') &&
        record.identifier.value === user.primaryPhone),
  );

/** Whether the user proved one of their `usable` factors in this interaction. */
export const hasProvedUsableFactor = (
  state: ExperienceState,
  userId: string,
  usable: MfaFactor[],
  user: { primaryEmail: string | null; primaryPhone: string | null },
) => hasVerifiedBoundFactor(state, userId) || provedAddressFactor(state, usable, user);

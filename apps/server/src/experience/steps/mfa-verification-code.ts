import {
  sendMfaCodeBodyGuard,
  verifyMfaCodeBodyGuard,
} from '@gatehouse/schemas/api/experience-mfa';
import { ApiError } from '../../http/api-error.ts';
import { sendVerificationCode, verifyVerificationCode } from '../../services/verification-codes.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { checkMfaUnderSentinel } from './check-mfa-under-sentinel.ts';
import { findActiveUser } from './find-active-user.ts';
import { enabledFactorsOf } from './mfa-policy.ts';
import { requireIdentifiedUser, requireUserRecord } from './mfa-step-helpers.ts';
import { defineVerifier } from './step-context.ts';
import { uiLocaleOf } from './ui-locale.ts';

/**
 * E-mail and SMS codes as second factors (contract "Experience API" `mfa-verification-code`):
 * the code goes to the identified user's primary address through the tenant's connector, with
 * the `MfaVerification` template and the code rules of decision 011 (HMAC-stored, 10 minutes,
 * limited tries and sends, single use).
 */

type Channel = 'email' | 'phone';
const channelOf = (identifierType: string): Channel =>
  identifierType.toLowerCase() === 'email' ? 'email' : 'phone';

const recordTypeOf = (channel: Channel) =>
  channel === 'email' ? 'MfaEmailVerificationCode' : 'MfaPhoneVerificationCode';

export const sendMfaCodeStep = defineVerifier({
  path: 'mfa-verification-code',
  body: sendMfaCodeBodyGuard,
  errors: [429, 501],
  summary: "Send an MFA code to the identified user's primary e-mail or phone",
  verify: async (step, { identifierType }) => {
    const userId = requireIdentifiedUser(step.state);
    const channel = channelOf(identifierType);
    const { experience, user } = await step.tenant.transaction(async (tx) => ({
      ...(await readSignInExperience(tx)),
      user: await findActiveUser(tx, userId),
    }));
    const factor = channel === 'email' ? 'EmailVerificationCode' : 'PhoneVerificationCode';
    if (!enabledFactorsOf(experience.mfa).includes(factor)) {
      throw new ApiError('session.mfa.mfa_factor_not_enabled', { status: 400 });
    }
    const address = channel === 'email' ? user.primaryEmail : user.primaryPhone;
    if (!address) throw new ApiError(`user.${channel}_not_exist`, { status: 400 });
    const { recipient } = await sendVerificationCode(step.tenant, step.app.secretBox, {
      recipient: { type: channel, value: address },
      templateType: 'MfaVerification',
      interactionJti: step.session.interaction.jti,
      locale: uiLocaleOf(step.session),
    });
    const base = { userId, verified: false };
    return recipient.type === 'email'
      ? {
          ...base,
          type: 'MfaEmailVerificationCode',
          identifier: { type: 'email', value: recipient.value },
        }
      : {
          ...base,
          type: 'MfaPhoneVerificationCode',
          identifier: { type: 'phone', value: recipient.value },
        };
  },
});

/**
 * `mfa-verification-code/verify`: the code the user received. Wrong, expired or used codes
 * answer `verification_code.*` (400) and count as failures of the account under the sentinel.
 */
export const verifyMfaCodeStep = defineVerifier({
  path: 'mfa-verification-code/verify',
  body: verifyMfaCodeBodyGuard,
  errors: [501],
  summary: 'Verify an MFA code sent to the primary e-mail or phone',
  verify: async (step, { verificationId, code, identifierType }) => {
    const userId = requireIdentifiedUser(step.state);
    const record = requireUserRecord(
      step.state,
      verificationId,
      recordTypeOf(channelOf(identifierType)),
    );
    await checkMfaUnderSentinel(step, userId, 'VerificationCode', () =>
      verifyVerificationCode(step.tenant, {
        recipient: record.identifier,
        templateType: 'MfaVerification',
        interactionJti: step.session.interaction.jti,
        code,
      }),
    );
    return { ...record, verified: true };
  },
});

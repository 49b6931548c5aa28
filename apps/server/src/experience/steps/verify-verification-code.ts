import { verifyVerificationCodeBodyGuard } from '@gatehouse/schemas/api/experience';
import { ApiError } from '../../http/api-error.ts';
import {
  assertNotLocked,
  effectiveSentinelPolicy,
  sentinelTargetOf,
} from '../../services/sentinel.ts';
import { normaliseRecipient, verifyVerificationCode } from '../../services/verification-codes.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { checkUnderSentinel } from './check-under-sentinel.ts';
import { findCodeRecord } from './find-code-record.ts';
import { defineVerifier } from './step-context.ts';

/**
 * `POST /api/experience/verification/verification-code/verify`: the code the person received for
 * the record `verificationId`. A right code marks that record verified (same id); wrong, expired
 * or used codes answer `verification_code.*` (400) and count for the sentinel, which locks the
 * address after the tenant's `sentinelPolicy` failures.
 */
export const verifyVerificationCodeStep = defineVerifier({
  path: 'verification-code/verify',
  body: verifyVerificationCodeBodyGuard,
  errors: [404, 501],
  summary: 'Verify a code sent to an e-mail address or phone number',
  verify: async (step, { identifier, verificationId, code }) => {
    const record = findCodeRecord(step.state, verificationId);
    const recipient = normaliseRecipient(identifier);
    if (record.identifier.type !== recipient.type || record.identifier.value !== recipient.value) {
      throw new ApiError(`verification_code.${identifier.type}_mismatch`, { status: 400 });
    }
    const target = sentinelTargetOf(recipient);
    const policy = await step.tenant.transaction(async (tx) => {
      await assertNotLocked(tx, target);
      return effectiveSentinelPolicy((await readSignInExperience(tx)).experience.sentinelPolicy);
    });
    await checkUnderSentinel(step, { target, action: 'VerificationCode', policy }, () =>
      verifyVerificationCode(step.tenant, {
        recipient,
        templateType: record.interactionEvent,
        interactionJti: step.session.interaction.jti,
        code,
      }),
    );
    return { ...record, verified: true };
  },
});

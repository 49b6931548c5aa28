import { sendVerificationCodeBodyGuard } from '@gatehouse/schemas/api/experience';
import { sendVerificationCode } from '../../services/verification-codes.ts';
import { assertEventAllowed, readSignInExperience } from '../tenant-sign-in-experience.ts';
import { assertForgotPasswordChannel } from './code-method-rules.ts';
import { defineVerifier } from './step-context.ts';
import { uiLocaleOf } from './ui-locale.ts';

/**
 * `POST /api/experience/verification/verification-code`: sends a code for `interactionEvent` to
 * an e-mail address or phone number through the tenant's connector and records it, unverified,
 * in the interaction. 501 `connector.not_found` without a connector, 429
 * `request.message_rate_limited` past the recipient's budget, the connector's own error when the
 * send fails (the code is then withdrawn, so a retry works at once).
 */
export const sendVerificationCodeStep = defineVerifier({
  path: 'verification-code',
  body: sendVerificationCodeBodyGuard,
  errors: [403, 422, 429, 501],
  summary: 'Send a verification code to an e-mail address or phone number',
  verify: async ({ app, tenant, session }, { identifier, interactionEvent }) => {
    await tenant.transaction(async (tx) => {
      const { experience } = await readSignInExperience(tx);
      await assertEventAllowed(tx, app.env, experience, interactionEvent);
      if (interactionEvent === 'ForgotPassword') {
        await assertForgotPasswordChannel(tx, experience, identifier.type);
      }
    });
    const { recipient } = await sendVerificationCode(tenant, app.secretBox, {
      recipient: identifier,
      templateType: interactionEvent,
      interactionJti: session.interaction.jti,
      locale: uiLocaleOf(session),
    });
    const base = { interactionEvent, verified: false };
    return recipient.type === 'email'
      ? {
          ...base,
          type: 'EmailVerificationCode',
          identifier: { type: 'email', value: recipient.value },
        }
      : {
          ...base,
          type: 'PhoneVerificationCode',
          identifier: { type: 'phone', value: recipient.value },
        };
  },
});

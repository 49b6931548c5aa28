import { signInPasskeyVerifyBodyGuard } from '@gatehouse/schemas/api/experience-mfa';
import { ApiError } from '../../http/api-error.ts';
import { findUserByWebAuthnCredential } from '../../queries/user-mfa.ts';
import { recordWebAuthnUse, webAuthnCredentialsOf } from '../../services/user-mfa.ts';
import { verifyAuthentication } from '../../services/webauthn.ts';
import { relyingPartyOfStep } from './mfa-step-helpers.ts';
import { assertPasskeySignInEnabled } from './start-passkey-sign-in.ts';
import type { RecordOf } from './step-context.ts';
import { defineVerifier } from './step-context.ts';

const failed = () => new ApiError('session.mfa.webauthn_verification_failed', { status: 400 });

/**
 * `sign-in-passkey/authentication/verify`: the assertion of a passkey identifies its owner. With
 * `verificationId` the challenge is that record's (the person typed an identifier, and a passkey
 * of another account answers 409 `session.identity_conflict`); without, the latest preflight's.
 */
export const verifySignInPasskeyStep = defineVerifier({
  path: 'sign-in-passkey/authentication/verify',
  body: signInPasskeyVerifyBodyGuard,
  errors: [400, 404, 409, 422],
  summary: 'Sign in with a passkey: verify its assertion',
  verify: async (step, { verificationId, payload }) => {
    await assertPasskeySignInEnabled(step);
    const pending = step.state.verificationRecords.filter(
      (entry): entry is RecordOf<'SignInPasskey'> =>
        entry.type === 'SignInPasskey' &&
        !entry.verified &&
        (verificationId === undefined ? entry.userId === undefined : entry.id === verificationId),
    );
    const record = pending.at(-1);
    if (!record) throw new ApiError('session.verification_session_not_found', { status: 404 });
    const owner = await step.tenant.transaction((tx) =>
      findUserByWebAuthnCredential(tx, payload.id),
    );
    if (!owner) throw failed();
    if (record.userId !== undefined && record.userId !== owner.id) {
      throw new ApiError('session.identity_conflict', { status: 409 });
    }
    const credential = webAuthnCredentialsOf(step.app.secretBox, owner).find(
      ({ credentialId }) => credentialId === payload.id,
    );
    if (!credential) throw failed();
    const counter = await verifyAuthentication(
      relyingPartyOfStep(step),
      record.challenge,
      payload,
      credential,
    );
    await step.tenant.transaction((tx) =>
      recordWebAuthnUse(tx, owner.id, credential.entryId, counter),
    );
    return { ...record, userId: owner.id, verified: true };
  },
});

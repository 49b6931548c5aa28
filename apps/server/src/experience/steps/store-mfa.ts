import { ApiError } from '../../http/api-error.ts';
import { findUserForMfaUpdate } from '../../queries/user-mfa.ts';
import { updateUser } from '../../queries/users.ts';
import {
  addMfaEntries,
  newBackupCodesEntry,
  newTotpEntry,
  newWebAuthnEntry,
  type StoredMfa,
} from '../../services/user-mfa.ts';
import type { ExperienceState } from '../experience-session.ts';
import { isCodeFactor, storeBoundAddresses } from './bound-address.ts';
import type { StepContext, SubmitStep } from './step-context.ts';

const entryOf = (
  { app }: StepContext,
  state: ExperienceState,
  verificationId: string,
): StoredMfa => {
  const record = state.verificationRecords.find(({ id }) => id === verificationId);
  const box = app.secretBox;
  if (record?.type === 'Totp' && record.secret) return newTotpEntry(box, box.open(record.secret));
  if (record?.type === 'BackupCode' && record.codes) {
    return newBackupCodesEntry(
      box,
      record.codes.map((code) => box.open(code)),
    );
  }
  if (record?.type === 'WebAuthn' && record.credential) {
    const { credential } = record;
    return newWebAuthnEntry(box, { ...credential, publicKey: box.open(credential.publicKey) });
  }
  throw new ApiError('session.mfa.pending_info_not_found', { status: 400 });
};

/**
 * Submission: binds the factors `POST /profile/mfa` accepted (a code factor's new address
 * becomes the user's primary one) and writes the person's MFA choices
 * into `users.logto_config` (skipped, enabled, passkey sign-in skipped), in one transaction.
 */
export const storeMfa: SubmitStep = async (step, userId) => {
  const { state } = step;
  const bound = state.mfa?.bound ?? [];
  // Code factors are not stored entries: their address becomes the user's (bound-address.ts).
  const entries = bound
    .filter(({ type }) => !isCodeFactor(type))
    .map(({ verificationId }) => entryOf(step, state, verificationId));
  const { mfaSkipped, mfaEnabled, passkeySkipped } = state.mfa ?? {};
  if (bound.length === 0 && !mfaSkipped && !mfaEnabled && !passkeySkipped) return;
  await step.tenant.transaction(async (tx) => {
    await storeBoundAddresses(tx, state, userId);
    if (entries.length > 0) await addMfaEntries(tx, userId, entries);
    if (!mfaSkipped && !mfaEnabled && !passkeySkipped) return;
    const user = await findUserForMfaUpdate(tx, userId);
    if (!user) return;
    const config = user.logtoConfig as {
      mfa?: Record<string, unknown>;
      passkeySignIn?: Record<string, unknown>;
    };
    await updateUser(tx, userId, {
      logtoConfig: {
        ...config,
        mfa: {
          ...config.mfa,
          ...(mfaSkipped ? { skipped: true } : {}),
          ...(mfaEnabled ? { enabled: true } : {}),
        },
        ...(passkeySkipped ? { passkeySignIn: { ...config.passkeySignIn, skipped: true } } : {}),
      },
    });
  });
};

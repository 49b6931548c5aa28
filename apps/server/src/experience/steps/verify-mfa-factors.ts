import {
  backupCodeVerifyBodyGuard,
  totpVerifyBodyGuard,
  webAuthnAuthenticationVerifyBodyGuard,
  webAuthnRegistrationVerifyBodyGuard,
} from '@gatehouse/schemas/api/experience-mfa';
import { ApiError } from '../../http/api-error.ts';
import { matchTotpStep } from '../../services/totp.ts';
import {
  recordWebAuthnUse,
  useBackupCode,
  useBoundTotp,
  webAuthnCredentialsOf,
} from '../../services/user-mfa.ts';
import { verifyAuthentication, verifyRegistration } from '../../services/webauthn.ts';
import { checkMfaUnderSentinel } from './check-mfa-under-sentinel.ts';
import { findActiveUser } from './find-active-user.ts';
import {
  relyingPartyOfStep,
  requireIdentifiedUser,
  requireUserRecord,
} from './mfa-step-helpers.ts';
import { defineVerifier } from './step-context.ts';

const invalidTotp = () => new ApiError('session.mfa.invalid_totp_code', { status: 400 });

/**
 * `totp/verify`: with `verificationId`, the first code of a new secret (`totp/secret`) before it
 * is bound; without, a code of the user's bound TOTP, which spends its time step. Codes of the
 * bound TOTP, like backup codes, are checked under the sentinel (check-mfa-under-sentinel.ts).
 */
export const verifyTotpStep = defineVerifier({
  path: 'totp/verify',
  body: totpVerifyBodyGuard,
  errors: [400, 404],
  summary: 'Verify a TOTP code (of a new secret, or of the bound one)',
  verify: async (step, { code, verificationId }) => {
    const { app, tenant, state } = step;
    const userId = requireIdentifiedUser(state);
    if (verificationId !== undefined) {
      const record = requireUserRecord(state, verificationId, 'Totp');
      if (!record.secret) throw new ApiError('session.mfa.pending_info_not_found', { status: 400 });
      if (matchTotpStep(app.secretBox.open(record.secret), code, undefined) === undefined) {
        throw invalidTotp();
      }
      return { ...record, verified: true };
    }
    await checkMfaUnderSentinel(step, userId, 'MfaTotp', async () => {
      const used = await tenant.transaction((tx) => useBoundTotp(tx, app.secretBox, userId, code));
      if (!used) throw invalidTotp();
    });
    return { type: 'Totp', userId, verified: true };
  },
});

/** `backup-code/verify`: spends one of the user's unused backup codes. */
export const verifyBackupCodeStep = defineVerifier({
  path: 'backup-code/verify',
  body: backupCodeVerifyBodyGuard,
  errors: [400, 404],
  summary: 'Verify one of the backup codes (each works once)',
  verify: async (step, { code }) => {
    const { app, tenant, state } = step;
    const userId = requireIdentifiedUser(state);
    await checkMfaUnderSentinel(step, userId, 'MfaBackupCode', async () => {
      const used = await tenant.transaction((tx) => useBackupCode(tx, app.secretBox, userId, code));
      if (!used) throw new ApiError('session.mfa.invalid_backup_code', { status: 400 });
    });
    return { type: 'BackupCode', userId, verified: true };
  },
});

/** `web-authn/registration/verify`: the new credential's attestation, kept until bound. */
export const verifyWebAuthnRegistrationStep = defineVerifier({
  path: 'web-authn/registration/verify',
  body: webAuthnRegistrationVerifyBodyGuard,
  errors: [400, 404],
  summary: 'Verify the attestation of a new WebAuthn credential',
  verify: async (step, { verificationId, payload }) => {
    requireIdentifiedUser(step.state);
    const record = requireUserRecord(step.state, verificationId, 'WebAuthn');
    if (record.purpose !== 'registration' || record.verified) {
      throw new ApiError('session.mfa.pending_info_not_found', { status: 400 });
    }
    const rp = relyingPartyOfStep(step);
    const credential = await verifyRegistration(rp, record.challenge, payload);
    return {
      ...record,
      verified: true,
      credential: {
        ...credential,
        rpId: rp.id,
        publicKey: step.app.secretBox.seal(credential.publicKey),
        agent: step.origin.userAgent ?? '',
      },
    };
  },
});

/** `web-authn/authentication/verify`: an assertion of one of the user's bound credentials. */
export const verifyWebAuthnAuthenticationStep = defineVerifier({
  path: 'web-authn/authentication/verify',
  body: webAuthnAuthenticationVerifyBodyGuard,
  errors: [400, 404],
  summary: 'Verify a WebAuthn assertion of a bound credential',
  verify: async (step, { verificationId, payload }) => {
    const userId = requireIdentifiedUser(step.state);
    const record = requireUserRecord(step.state, verificationId, 'WebAuthn');
    if (record.purpose !== 'authentication' || record.verified) {
      throw new ApiError('session.mfa.pending_info_not_found', { status: 400 });
    }
    const user = await step.tenant.transaction((tx) => findActiveUser(tx, userId));
    const credential = webAuthnCredentialsOf(step.app.secretBox, user).find(
      ({ credentialId }) => credentialId === payload.id,
    );
    if (!credential) {
      throw new ApiError('session.mfa.webauthn_verification_not_found', { status: 400 });
    }
    const counter = await verifyAuthentication(
      relyingPartyOfStep(step),
      record.challenge,
      payload,
      credential,
    );
    await step.tenant.transaction((tx) =>
      recordWebAuthnUse(tx, userId, credential.entryId, counter),
    );
    return { ...record, verified: true };
  },
});

import { generateStandardId } from '@gatehouse/schemas';
import { ApiError } from '../../http/api-error.ts';
import { generateBackupCodes } from '../../services/backup-codes.ts';
import { totpAccountOf } from '../../services/managed-mfa.ts';
import { generateTotpSecret, totpQrCode } from '../../services/totp.ts';
import { webAuthnCredentialsOf } from '../../services/user-mfa.ts';
import { createAuthenticationOptions, createRegistrationOptions } from '../../services/webauthn.ts';
import { findActiveUser } from './find-active-user.ts';
import { addRecord, relyingPartyOfStep, requireIdentifiedUser } from './mfa-step-helpers.ts';
import type { StepContext } from './step-context.ts';

/**
 * The first half of each MFA ceremony: a new TOTP secret, new backup codes, a WebAuthn
 * registration or authentication challenge. Each adds an unverified record to the interaction
 * (its secrets sealed) and answers what the person's device needs.
 */

const identifiedUser = async (step: StepContext) => {
  const userId = requireIdentifiedUser(step.state);
  return step.tenant.transaction((tx) => findActiveUser(tx, userId));
};

export const startTotpSecret = async (step: StepContext) => {
  const user = await identifiedUser(step);
  const secret = generateTotpSecret();
  const secretQrCode = await totpQrCode(
    secret,
    new URL(step.tenant.urls.endpoint).host,
    totpAccountOf(user),
  );
  const verificationId = addRecord(step.state, {
    id: generateStandardId(),
    type: 'Totp',
    userId: user.id,
    verified: false,
    secret: step.app.secretBox.seal(secret),
  });
  return { verificationId, secret, secretQrCode };
};

export const startBackupCodes = async (step: StepContext) => {
  const user = await identifiedUser(step);
  const codes = generateBackupCodes();
  const verificationId = addRecord(step.state, {
    id: generateStandardId(),
    type: 'BackupCode',
    userId: user.id,
    verified: false,
    codes: codes.map((code) => step.app.secretBox.seal(code)),
  });
  return { verificationId, codes };
};

export const startWebAuthnRegistration = async (step: StepContext) => {
  const user = await identifiedUser(step);
  const registrationOptions = await createRegistrationOptions(
    relyingPartyOfStep(step),
    { id: user.id, name: totpAccountOf(user) },
    webAuthnCredentialsOf(step.app.secretBox, user),
  );
  const verificationId = addRecord(step.state, {
    id: generateStandardId(),
    type: 'WebAuthn',
    userId: user.id,
    verified: false,
    purpose: 'registration',
    challenge: registrationOptions.challenge,
  });
  return { verificationId, registrationOptions };
};

export const startWebAuthnAuthentication = async (step: StepContext) => {
  const user = await identifiedUser(step);
  const credentials = webAuthnCredentialsOf(step.app.secretBox, user);
  if (credentials.length === 0) {
    throw new ApiError('session.mfa.webauthn_verification_not_found', { status: 400 });
  }
  const authenticationOptions = await createAuthenticationOptions(
    relyingPartyOfStep(step),
    credentials,
  );
  const verificationId = addRecord(step.state, {
    id: generateStandardId(),
    type: 'WebAuthn',
    userId: user.id,
    verified: false,
    purpose: 'authentication',
    challenge: authenticationOptions.challenge,
  });
  return { verificationId, authenticationOptions };
};

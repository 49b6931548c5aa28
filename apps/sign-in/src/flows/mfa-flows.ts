import { experienceApi, type VerificationCodeIdentifier } from '../api/experience-api.ts';
import { mfaApi } from '../api/mfa-api.ts';
import { type Finish, finishInteraction } from './finish-interaction.ts';
import { createCredential, getAssertion } from './webauthn.ts';

// The MFA pages' calls, in the experience API's order: verification → (bind) → submit. Each
// ends with finishInteraction, which may ask for the next step (backup codes after a new factor).

/** Proves the new TOTP secret with a code from the app, binds it and submits. */
export const bindTotp = async (verificationId: string, code: string): Promise<Finish> => {
  await mfaApi.verifyTotp(code, verificationId);
  await mfaApi.bindFactor('Totp', verificationId);
  return finishInteraction();
};

/** Registers a passkey or security key with the browser, binds it and submits. */
export const bindWebAuthn = async (): Promise<Finish> => {
  const { verificationId, registrationOptions } = await mfaApi.startWebAuthnRegistration();
  await mfaApi.verifyWebAuthnRegistration(
    verificationId,
    await createCredential(registrationOptions),
  );
  await mfaApi.bindFactor('WebAuthn', verificationId);
  return finishInteraction();
};

/**
 * Proves a new e-mail address or phone number with the code sent to it, binds it as the code
 * factor (it becomes the account's address at submission) and submits.
 */
export const bindAddressCode = async (
  identifier: VerificationCodeIdentifier,
  verificationId: string,
  code: string,
): Promise<Finish> => {
  await experienceApi.verifyCode(identifier, verificationId, code);
  await mfaApi.bindFactor(
    identifier.type === 'email' ? 'EmailVerificationCode' : 'PhoneVerificationCode',
    verificationId,
  );
  return finishInteraction();
};

/** Binds the backup codes the user was shown (and saved), then submits. */
export const bindBackupCodes = async (verificationId: string): Promise<Finish> => {
  await mfaApi.bindFactor('BackupCode', verificationId);
  return finishInteraction();
};

export const skipMfa = async (): Promise<Finish> => {
  await mfaApi.skipMfa();
  return finishInteraction();
};

export const verifyTotp = async (code: string): Promise<Finish> => {
  await mfaApi.verifyTotp(code);
  return finishInteraction();
};

export const verifyBackupCode = async (code: string): Promise<Finish> => {
  await mfaApi.verifyBackupCode(code);
  return finishInteraction();
};

/** The code the user received at their primary e-mail or phone, then submits. */
export const verifyMfaCode = async (
  verificationId: string,
  code: string,
  identifierType: 'email' | 'phone',
): Promise<Finish> => {
  await mfaApi.verifyMfaCode(verificationId, code, identifierType);
  return finishInteraction();
};

/** Asks the browser for an assertion of one of the user's bound credentials, then submits. */
export const verifyWebAuthn = async (): Promise<Finish> => {
  const { verificationId, authenticationOptions } = await mfaApi.startWebAuthnAuthentication();
  await mfaApi.verifyWebAuthnAuthentication(
    verificationId,
    await getAssertion(authenticationOptions),
  );
  return finishInteraction();
};

/**
 * Passkey sign-in without an identifier: the browser lists the passkeys it holds for this site,
 * the one picked names its account, and it also counts as the second factor.
 */
export const signInWithPasskey = async (): Promise<Finish> => {
  await experienceApi.startInteraction('SignIn');
  const { authenticationOptions } = await mfaApi.startPasskeyPreflight();
  const { verificationId } = await mfaApi.verifySignInPasskey(
    await getAssertion(authenticationOptions),
  );
  await experienceApi.identify(verificationId);
  return finishInteraction();
};

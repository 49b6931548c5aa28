import { generateStandardId } from '@gatehouse/schemas';
import type { ExperienceIdentifier } from '@gatehouse/schemas/api/experience';
import { ApiError } from '../../http/api-error.ts';
import { webAuthnCredentialsOf } from '../../services/user-mfa.ts';
import { createAuthenticationOptions } from '../../services/webauthn.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { findUserByIdentifier } from './find-user-by-identifier.ts';
import { addRecord, relyingPartyOfStep } from './mfa-step-helpers.ts';
import type { StepContext } from './step-context.ts';

/** 422 `user.sign_in_method_not_enabled` unless the sign-in experience offers passkey sign-in. */
export const assertPasskeySignInEnabled = async (step: StepContext) => {
  const { experience } = await step.tenant.transaction(readSignInExperience);
  if (!experience.passkeySignIn.enabled || step.state.interactionEvent !== 'SignIn') {
    throw new ApiError('user.sign_in_method_not_enabled', { status: 422 });
  }
};

/**
 * `sign-in-passkey/authentication`: a challenge for the passkeys of the user an identifier names.
 * An unknown identifier gets a challenge too (no credentials listed), so the answer does not tell
 * which accounts exist; its record expects a user no passkey can belong to.
 */
export const startPasskeySignIn = async (step: StepContext, identifier: ExperienceIdentifier) => {
  await assertPasskeySignInEnabled(step);
  const user = await step.tenant.transaction((tx) => findUserByIdentifier(tx, identifier));
  const credentials = user ? webAuthnCredentialsOf(step.app.secretBox, user) : [];
  const authenticationOptions = await createAuthenticationOptions(
    relyingPartyOfStep(step),
    credentials,
  );
  const verificationId = addRecord(step.state, {
    id: generateStandardId(),
    type: 'SignInPasskey',
    userId: user?.id ?? '',
    verified: false,
    challenge: authenticationOptions.challenge,
  });
  return { verificationId, authenticationOptions };
};

/**
 * `preflight/sign-in-passkey/authentication`: a challenge for any passkey of this tenant (the
 * browser's autofill picks one); the passkey's owner is found from its credential at verification.
 */
export const startPasskeyPreflight = async (step: StepContext) => {
  await assertPasskeySignInEnabled(step);
  const authenticationOptions = await createAuthenticationOptions(relyingPartyOfStep(step), []);
  addRecord(step.state, {
    id: generateStandardId(),
    type: 'SignInPasskey',
    verified: false,
    challenge: authenticationOptions.challenge,
  });
  return { authenticationOptions };
};

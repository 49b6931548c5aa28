import {
  backupCodesResponseGuard,
  passkeyPreflightResponseGuard,
  signInPasskeyStartBodyGuard,
  totpSecretResponseGuard,
  webAuthnAuthenticationStartGuard,
  webAuthnRegistrationResponseGuard,
} from '@gatehouse/schemas/api/experience-mfa';
import type { ExperienceRoutes } from './experience-route.ts';
import {
  startBackupCodes,
  startTotpSecret,
  startWebAuthnAuthentication,
  startWebAuthnRegistration,
} from './steps/start-mfa-verification.ts';
import { startPasskeyPreflight, startPasskeySignIn } from './steps/start-passkey-sign-in.ts';

/** A starter fails as a verifier does (400, 404 without an interaction, 429), or as it says. */
const starter = <S extends { status: number[] }>(spec: S) => ({
  ...spec,
  status: [200, 400, 404, 429, ...spec.status],
  tags: ['Experience'],
});

/**
 * The first half of the MFA and passkey ceremonies (contract "Experience API"). Unlike the
 * verifier table's routes (verification.routes.ts) they answer more than a record id: a secret
 * and its QR code, backup codes, WebAuthn options. Their second halves are table verifiers.
 */
export const registerMfaVerificationRoutes = (experience: ExperienceRoutes) => {
  experience.post(
    '/experience/verification/totp/secret',
    starter({
      response: totpSecretResponseGuard,
      status: [401],
      summary: 'Create a new TOTP secret to bind',
    }),
    startTotpSecret,
  );
  experience.post(
    '/experience/verification/backup-code/generate',
    starter({
      response: backupCodesResponseGuard,
      status: [401],
      summary: 'Generate backup codes to bind',
    }),
    startBackupCodes,
  );
  experience.post(
    '/experience/verification/web-authn/registration',
    starter({
      response: webAuthnRegistrationResponseGuard,
      status: [401],
      summary: 'Start registering a WebAuthn credential',
    }),
    startWebAuthnRegistration,
  );
  experience.post(
    '/experience/verification/web-authn/authentication',
    starter({
      response: webAuthnAuthenticationStartGuard,
      status: [401],
      summary: 'Start a WebAuthn assertion of a bound credential',
    }),
    startWebAuthnAuthentication,
  );
  experience.post(
    '/experience/verification/sign-in-passkey/authentication',
    starter({
      body: signInPasskeyStartBodyGuard,
      response: webAuthnAuthenticationStartGuard,
      status: [422],
      summary: 'Start a passkey sign-in for an identifier',
    }),
    (step, { body }) => startPasskeySignIn(step, body.identifier),
  );
  experience.post(
    '/experience/preflight/sign-in-passkey/authentication',
    starter({
      response: passkeyPreflightResponseGuard,
      status: [422],
      summary: 'Start a passkey sign-in without an identifier (autofill)',
    }),
    startPasskeyPreflight,
  );
};

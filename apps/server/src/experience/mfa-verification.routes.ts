import {
  backupCodesResponseGuard,
  passkeyPreflightResponseGuard,
  signInPasskeyStartBodyGuard,
  totpSecretResponseGuard,
  webAuthnAuthenticationStartGuard,
  webAuthnRegistrationResponseGuard,
} from '@gatehouse/schemas/api/experience-mfa';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { GuardedRouter } from '../http/guard.ts';
import { requestOrigin } from '../services/audit-log.ts';
import {
  type ExperienceProviders,
  loadExperienceSession,
  requireState,
  saveExperienceState,
} from './experience-session.ts';
import {
  startBackupCodes,
  startTotpSecret,
  startWebAuthnAuthentication,
  startWebAuthnRegistration,
} from './steps/start-mfa-verification.ts';
import { startPasskeyPreflight, startPasskeySignIn } from './steps/start-passkey-sign-in.ts';
import type { StepContext } from './steps/step-context.ts';

const tags = ['Experience'];

/**
 * The first half of the MFA and passkey ceremonies (contract "Experience API"). Unlike the
 * verifier table's routes (verification.routes.ts) they answer more than a record id: a secret
 * and its QR code, backup codes, WebAuthn options. Their second halves are table verifiers.
 */
export const registerMfaVerificationRoutes = (
  routes: GuardedRouter<undefined>,
  app: AppContext,
  providers: ExperienceProviders,
) => {
  const starter = <R extends z.ZodType, B extends z.ZodType | undefined = undefined>(
    path: string,
    spec: { response: R; body?: B; status: number[]; summary: string },
    start: (
      step: StepContext,
      body: B extends z.ZodType ? z.infer<B> : undefined,
    ) => Promise<z.infer<R>>,
  ) =>
    routes.post(
      path,
      { ...spec, status: [200, 400, 404, 429, ...spec.status], tags },
      async (ctx, { body, tenant }) => {
        const session = await loadExperienceSession(ctx, providers, tenant);
        const state = requireState(session);
        const step: StepContext = { app, tenant, session, state, origin: requestOrigin(ctx) };
        const answer = await start(step, body as never);
        await saveExperienceState(session, state);
        ctx.body = answer;
      },
    );

  starter(
    '/experience/verification/totp/secret',
    {
      response: totpSecretResponseGuard,
      status: [401],
      summary: 'Create a new TOTP secret to bind',
    },
    startTotpSecret,
  );
  starter(
    '/experience/verification/backup-code/generate',
    { response: backupCodesResponseGuard, status: [401], summary: 'Generate backup codes to bind' },
    startBackupCodes,
  );
  starter(
    '/experience/verification/web-authn/registration',
    {
      response: webAuthnRegistrationResponseGuard,
      status: [401],
      summary: 'Start registering a WebAuthn credential',
    },
    startWebAuthnRegistration,
  );
  starter(
    '/experience/verification/web-authn/authentication',
    {
      response: webAuthnAuthenticationStartGuard,
      status: [401],
      summary: 'Start a WebAuthn assertion of a bound credential',
    },
    startWebAuthnAuthentication,
  );
  starter(
    '/experience/verification/sign-in-passkey/authentication',
    {
      body: signInPasskeyStartBodyGuard,
      response: webAuthnAuthenticationStartGuard,
      status: [422],
      summary: 'Start a passkey sign-in for an identifier',
    },
    (step, body) => startPasskeySignIn(step, body.identifier),
  );
  starter(
    '/experience/preflight/sign-in-passkey/authentication',
    {
      response: passkeyPreflightResponseGuard,
      status: [422],
      summary: 'Start a passkey sign-in without an identifier (autofill)',
    },
    startPasskeyPreflight,
  );
};

import type { VerificationIdResponse } from '@gatehouse/schemas/api/experience';
import type {
  WebAuthnAuthenticationOptions,
  WebAuthnAuthenticationPayload,
  WebAuthnRegistrationOptions,
  WebAuthnRegistrationPayload,
} from '@gatehouse/schemas/api/experience-mfa';
import type { MfaFactor } from '../flows/mfa-state.ts';
import { requestApi } from './api-client.ts';

type AuthenticationStart = {
  verificationId: string;
  authenticationOptions: WebAuthnAuthenticationOptions;
};

/**
 * The MFA and passkey routes of the experience API (contract endpoints.md, Experience API). Only
 * the MFA pages and the passkey button load this module.
 */
export const mfaApi = {
  createTotpSecret: () =>
    requestApi<{ verificationId: string; secret: string; secretQrCode: string }>(
      'POST',
      '/api/experience/verification/totp/secret',
    ),
  /** With `verificationId`: a new secret being bound; without: the user's bound TOTP. */
  verifyTotp: (code: string, verificationId?: string) =>
    requestApi<VerificationIdResponse>(
      'POST',
      '/api/experience/verification/totp/verify',
      verificationId ? { code, verificationId } : { code },
    ),
  generateBackupCodes: () =>
    requestApi<{ verificationId: string; codes: string[] }>(
      'POST',
      '/api/experience/verification/backup-code/generate',
    ),
  verifyBackupCode: (code: string) =>
    requestApi<VerificationIdResponse>('POST', '/api/experience/verification/backup-code/verify', {
      code,
    }),
  startWebAuthnRegistration: () =>
    requestApi<{ verificationId: string; registrationOptions: WebAuthnRegistrationOptions }>(
      'POST',
      '/api/experience/verification/web-authn/registration',
    ),
  verifyWebAuthnRegistration: (verificationId: string, payload: WebAuthnRegistrationPayload) =>
    requestApi<VerificationIdResponse>(
      'POST',
      '/api/experience/verification/web-authn/registration/verify',
      { verificationId, payload },
    ),
  startWebAuthnAuthentication: () =>
    requestApi<AuthenticationStart>(
      'POST',
      '/api/experience/verification/web-authn/authentication',
    ),
  verifyWebAuthnAuthentication: (verificationId: string, payload: WebAuthnAuthenticationPayload) =>
    requestApi<VerificationIdResponse>(
      'POST',
      '/api/experience/verification/web-authn/authentication/verify',
      { verificationId, payload },
    ),
  /** A passkey sign-in without an identifier: the browser offers the passkeys it holds. */
  startPasskeyPreflight: () =>
    requestApi<{ authenticationOptions: WebAuthnAuthenticationOptions }>(
      'POST',
      '/api/experience/preflight/sign-in-passkey/authentication',
    ),
  verifySignInPasskey: (payload: WebAuthnAuthenticationPayload) =>
    requestApi<VerificationIdResponse>(
      'POST',
      '/api/experience/verification/sign-in-passkey/authentication/verify',
      { payload },
    ),
  /** Sends a code to the identified user's primary e-mail or phone (their second factor). */
  sendMfaCode: (identifierType: 'email' | 'phone') =>
    requestApi<VerificationIdResponse>(
      'POST',
      '/api/experience/verification/mfa-verification-code',
      { identifierType },
    ),
  verifyMfaCode: (verificationId: string, code: string, identifierType: 'email' | 'phone') =>
    requestApi<VerificationIdResponse>(
      'POST',
      '/api/experience/verification/mfa-verification-code/verify',
      { verificationId, code, identifierType },
    ),
  /** Binds a verified new factor; the server stores it on the user at submission. */
  bindFactor: (type: MfaFactor, verificationId: string) =>
    requestApi('POST', '/api/experience/profile/mfa', { type, verificationId }),
  skipMfa: () => requestApi('POST', '/api/experience/profile/mfa/mfa-skipped'),
};

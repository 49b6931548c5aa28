import { z } from 'zod';
import { mfaFactorGuard } from '../sign-in-experience/policies.schema.ts';
import { experienceIdentifierGuard } from './experience.ts';

/**
 * The MFA and passkey part of the Experience API (contract endpoints.md "Experience API" and the
 * WebAuthn shapes): TOTP, backup codes, WebAuthn registration/authentication and passkey sign-in,
 * and the MFA profile routes. The WebAuthn payloads are what a browser's
 * `navigator.credentials.create/get` gives, base64url-encoded, with Logto's `type: 'WebAuthn'`.
 */

export const authenticatorTransportGuard = z.enum([
  'usb',
  'nfc',
  'ble',
  'internal',
  'cable',
  'hybrid',
  'smart-card',
]);
export type AuthenticatorTransport = z.infer<typeof authenticatorTransportGuard>;

const credentialDescriptorGuard = z.object({
  type: z.literal('public-key'),
  id: z.string(),
  transports: z.array(authenticatorTransportGuard).optional(),
});

const extensionsGuard = z.object({
  appid: z.string().optional(),
  credProps: z.boolean().optional(),
  hmacCreateSecret: z.boolean().optional(),
});

export const webAuthnRegistrationOptionsGuard = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorGuard).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: extensionsGuard.optional(),
});
export type WebAuthnRegistrationOptions = z.infer<typeof webAuthnRegistrationOptionsGuard>;

export const webAuthnAuthenticationOptionsGuard = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorGuard).optional(),
  userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
  extensions: extensionsGuard.optional(),
});
export type WebAuthnAuthenticationOptions = z.infer<typeof webAuthnAuthenticationOptionsGuard>;

const base64url = z.string().max(16_384);
const clientExtensionResultsGuard = z.object({
  appid: z.boolean().optional(),
  crepProps: z.object({ rk: z.boolean().optional() }).optional(),
  hmacCreateSecret: z.boolean().optional(),
});

export const webAuthnRegistrationPayloadGuard = z.object({
  type: z.literal('WebAuthn'),
  id: base64url,
  rawId: base64url,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(authenticatorTransportGuard).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults: clientExtensionResultsGuard,
});
export type WebAuthnRegistrationPayload = z.infer<typeof webAuthnRegistrationPayloadGuard>;

export const webAuthnAuthenticationPayloadGuard = z.object({
  type: z.literal('WebAuthn'),
  id: base64url,
  rawId: base64url,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults: clientExtensionResultsGuard,
});
export type WebAuthnAuthenticationPayload = z.infer<typeof webAuthnAuthenticationPayloadGuard>;

/** `POST /api/experience/verification/totp/secret`. */
export const totpSecretResponseGuard = z.object({
  verificationId: z.string(),
  secret: z.string(),
  secretQrCode: z.string(),
});

/** `POST /api/experience/verification/totp/verify`: a new secret's record, or the bound one. */
export const totpVerifyBodyGuard = z.object({
  code: z.string().min(1),
  verificationId: z.string().optional(),
});

/** `POST /api/experience/verification/backup-code/generate`. */
export const backupCodesResponseGuard = z.object({
  verificationId: z.string(),
  codes: z.array(z.string()),
});

/** `POST /api/experience/verification/backup-code/verify`. */
export const backupCodeVerifyBodyGuard = z.object({ code: z.string().min(1) });

/**
 * The address kind of an MFA code (contract: either spelling). The code goes to the identified
 * user's primary e-mail or phone, never to an address the client names.
 */
export const mfaCodeIdentifierTypeGuard = z.enum(['email', 'phone', 'Email', 'Phone']);

/** `POST /api/experience/verification/mfa-verification-code`. */
export const sendMfaCodeBodyGuard = z.object({ identifierType: mfaCodeIdentifierTypeGuard });

/** `POST /api/experience/verification/mfa-verification-code/verify`. */
export const verifyMfaCodeBodyGuard = z.object({
  verificationId: z.string(),
  code: z.string(),
  identifierType: mfaCodeIdentifierTypeGuard,
});

/** `POST /api/experience/verification/web-authn/registration`. */
export const webAuthnRegistrationResponseGuard = z.object({
  verificationId: z.string(),
  registrationOptions: webAuthnRegistrationOptionsGuard,
});

export const webAuthnRegistrationVerifyBodyGuard = z.object({
  verificationId: z.string(),
  payload: webAuthnRegistrationPayloadGuard,
});

/** Contract WebAuthnAuthnStart. */
export const webAuthnAuthenticationStartGuard = z.object({
  verificationId: z.string(),
  authenticationOptions: webAuthnAuthenticationOptionsGuard,
});

export const webAuthnAuthenticationVerifyBodyGuard = z.object({
  verificationId: z.string(),
  payload: webAuthnAuthenticationPayloadGuard,
});

/** `POST /api/experience/verification/sign-in-passkey/authentication`. */
export const signInPasskeyStartBodyGuard = z.object({ identifier: experienceIdentifierGuard });

/** Without `verificationId`: the challenge of the preflight (a passkey picked from autofill). */
export const signInPasskeyVerifyBodyGuard = z.object({
  verificationId: z.string().optional(),
  payload: webAuthnAuthenticationPayloadGuard,
});

/** `POST /api/experience/preflight/sign-in-passkey/authentication`. */
export const passkeyPreflightResponseGuard = z.object({
  authenticationOptions: webAuthnAuthenticationOptionsGuard,
});

/** `POST /api/experience/profile/mfa`: binds a verified new factor to the user at submission. */
export const bindMfaBodyGuard = z.object({ type: mfaFactorGuard, verificationId: z.string() });
export type BindMfaBody = z.infer<typeof bindMfaBodyGuard>;

/** `POST /api/users/{userId}/mfa-verifications` answer. */
export const createdMfaVerificationResponseGuard = z.union([
  z.object({ type: z.literal('Totp'), secret: z.string(), secretQrCode: z.string() }),
  z.object({ type: z.literal('BackupCode'), codes: z.array(z.string()) }),
]);
export type CreatedMfaVerification = z.infer<typeof createdMfaVerificationResponseGuard>;

import { authenticatorTransportGuard } from '@gatehouse/schemas/api/experience-mfa';
import { mfaFactorGuard } from '@gatehouse/schemas/sign-in-experience/policies.schema';
import { z } from 'zod';

/**
 * The MFA and passkey verification records of an interaction, and what the interaction remembers
 * about MFA until submission. Secrets in them (a TOTP secret or backup codes being set up, a new
 * credential's public key) are sealed with the secret box: the interaction is stored in the
 * database like any other row (decision 010).
 */

/** `totp/secret` (with `secret`, a new key to bind) or `totp/verify` of the bound key. */
export const totpRecordGuard = z.object({
  id: z.string(),
  type: z.literal('Totp'),
  userId: z.string(),
  verified: z.boolean(),
  secret: z.string().optional(),
});

/** `backup-code/generate` (with `codes`, new codes to bind) or `backup-code/verify`. */
export const backupCodeRecordGuard = z.object({
  id: z.string(),
  type: z.literal('BackupCode'),
  userId: z.string(),
  verified: z.boolean(),
  codes: z.array(z.string()).optional(),
});

/** A WebAuthn registration (a new credential once verified) or an authentication. */
export const webAuthnRecordGuard = z.object({
  id: z.string(),
  type: z.literal('WebAuthn'),
  userId: z.string(),
  verified: z.boolean(),
  purpose: z.enum(['registration', 'authentication']),
  challenge: z.string(),
  credential: z
    .object({
      rpId: z.string(),
      credentialId: z.string(),
      publicKey: z.string(),
      counter: z.number(),
      transports: z.array(authenticatorTransportGuard).optional(),
      agent: z.string(),
    })
    .optional(),
});

/**
 * A code sent to the identified user's primary e-mail or phone as their second factor
 * (`mfa-verification-code`), verified once they typed it (`mfa-verification-code/verify`).
 */
const mfaCodeRecordFields = { id: z.string(), userId: z.string(), verified: z.boolean() };
export const mfaEmailCodeRecordGuard = z.object({
  ...mfaCodeRecordFields,
  type: z.literal('MfaEmailVerificationCode'),
  identifier: z.object({ type: z.literal('email'), value: z.string() }),
});
export const mfaPhoneCodeRecordGuard = z.object({
  ...mfaCodeRecordFields,
  type: z.literal('MfaPhoneVerificationCode'),
  identifier: z.object({ type: z.literal('phone'), value: z.string() }),
});

/** A passkey sign-in: the user once a passkey of theirs answered the challenge. */
export const signInPasskeyRecordGuard = z.object({
  id: z.string(),
  type: z.literal('SignInPasskey'),
  userId: z.string().optional(),
  verified: z.boolean(),
  challenge: z.string(),
});

/** Choices made in this interaction, written to the user at submission. */
export const experienceMfaStateGuard = z.object({
  mfaEnabled: z.boolean().optional(),
  mfaSkipped: z.boolean().optional(),
  suggestionSkipped: z.boolean().optional(),
  passkeySkipped: z.boolean().optional(),
  /** New factors `POST /profile/mfa` accepted, bound at submission. */
  bound: z.array(z.object({ type: mfaFactorGuard, verificationId: z.string() })).optional(),
});
export type ExperienceMfaState = z.infer<typeof experienceMfaStateGuard>;

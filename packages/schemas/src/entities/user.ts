import { z } from 'zod';
import { epochMsGuard, jsonObjectGuard } from './common.ts';

export const passwordAlgorithms = [
  'Argon2i',
  'Argon2id',
  'Argon2d',
  'SHA1',
  'SHA256',
  'MD5',
  'Bcrypt',
  'Legacy',
] as const;
export const passwordAlgorithmGuard = z.enum(passwordAlgorithms);
export type PasswordAlgorithm = z.infer<typeof passwordAlgorithmGuard>;

export const userProfileGuard = z.object({
  familyName: z.string().optional(),
  givenName: z.string().optional(),
  middleName: z.string().optional(),
  nickname: z.string().optional(),
  preferredUsername: z.string().optional(),
  profile: z.string().optional(),
  website: z.string().optional(),
  gender: z.string().optional(),
  birthdate: z.string().optional(),
  zoneinfo: z.string().optional(),
  locale: z.string().optional(),
  address: z
    .object({
      formatted: z.string().optional(),
      streetAddress: z.string().optional(),
      locality: z.string().optional(),
      region: z.string().optional(),
      postalCode: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
});
export type UserProfile = z.infer<typeof userProfileGuard>;

export const identitiesGuard = z.record(
  z.string(),
  z.object({ userId: z.string(), details: jsonObjectGuard.optional() }),
);

/** A user as the management API returns it (contract Shapes: UserResponse). */
export const userGuard = z.object({
  id: z.string().min(1).max(12),
  username: z.string().max(128).nullable(),
  primaryEmail: z.string().max(128).nullable(),
  primaryPhone: z.string().max(128).nullable(),
  name: z.string().max(128).nullable(),
  avatar: z.string().max(2048).nullable(),
  customData: jsonObjectGuard,
  identities: identitiesGuard,
  lastSignInAt: epochMsGuard.nullable(),
  createdAt: epochMsGuard,
  updatedAt: epochMsGuard,
  profile: userProfileGuard,
  applicationId: z.string().max(21).nullable(),
  isSuspended: z.boolean(),
  hasPassword: z.boolean().optional(),
});
export type User = z.infer<typeof userGuard>;

/**
 * Contract Shapes: UserResponse (the fields `userGuard` leaves out added). No `cimdClientId`:
 * `@logto/api` 1.42's response types do not know it, so typed clients would reject it.
 */
export const userResponseGuard = userGuard.extend({
  hasSecurityVerificationMethod: z.boolean().optional(),
  ssoIdentities: z.array(jsonObjectGuard).optional(),
});
export type UserResponse = z.infer<typeof userResponseGuard>;

/** Contract Shapes: UserResponseWithPasswordInfo (digest only with `includePasswordHash`). */
export const userWithPasswordInfoGuard = userResponseGuard.extend({
  passwordDigest: z.string().max(512).nullable().optional(),
  passwordAlgorithm: passwordAlgorithmGuard.nullable().optional(),
});
export type UserWithPasswordInfo = z.infer<typeof userWithPasswordInfoGuard>;

export const mfaFactors = [
  'Totp',
  'WebAuthn',
  'BackupCode',
  'EmailVerificationCode',
  'PhoneVerificationCode',
] as const;

/** Contract Shapes: MfaVerificationInfo (the API view of `users.mfa_verifications`). */
export const mfaVerificationInfoGuard = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
  type: z.enum(mfaFactors),
  agent: z.string().optional(),
  name: z.string().optional(),
  remainCodes: z.number().optional(),
});
export type MfaVerificationInfo = z.infer<typeof mfaVerificationInfoGuard>;

/** `GET/PATCH /api/users/{userId}/logto-configs` answer. */
export const userLogtoConfigsGuard = z.object({
  mfa: z.object({
    enabled: z.boolean().optional(),
    skipped: z.boolean(),
    skipMfaOnSignIn: z.boolean(),
  }),
  passkeySignIn: z.object({ skipped: z.boolean() }),
});
export type UserLogtoConfigs = z.infer<typeof userLogtoConfigsGuard>;

import { z } from 'zod';
import { emailRegex, jsonObjectGuard, phoneRegex } from '../entities/common.ts';
import { identitiesGuard, passwordAlgorithmGuard, userProfileGuard } from '../entities/user.ts';
import { isValidBirthdate, isValidLocaleTag } from '../rules/user-profile.ts';

/** Logto's username rule for the management API: a letter or `_`, then word characters. */
export const managementUsernameRegex = /^[A-Z_a-z]\w*$/;

const avatar = z.union([z.url(), z.literal('')]).nullable();
/** `'yes'`-style flags of the query string (`true`, `1`, `yes`). */
const flag = z.string().optional();

/** A profile as written through the API: spec §5 locale and birthdate rules apply. */
export const userProfileInputGuard = userProfileGuard.extend({
  birthdate: z.string().refine(isValidBirthdate, 'Invalid birthdate.').optional(),
  locale: z.string().refine(isValidLocaleTag, 'Invalid locale.').optional(),
});

export const userSearchFields = ['id', 'primaryEmail', 'primaryPhone', 'username', 'name'] as const;

/** `GET /api/users` besides paging and search. */
export const usersQueryGuard = z.object({
  excludeRoleId: z.string().optional(),
  excludeOrganizationId: z.string().optional(),
  includePasswordHash: flag,
});

export const userQueryGuard = z.object({
  includeSsoIdentities: flag,
  includePasswordHash: flag,
});

export const createUserBodyGuard = z.object({
  primaryPhone: z.string().regex(phoneRegex).optional(),
  primaryEmail: z.string().regex(emailRegex).optional(),
  username: z.string().regex(managementUsernameRegex).optional(),
  password: z.string().min(1).optional(),
  passwordDigest: z.string().max(256).optional(),
  passwordAlgorithm: passwordAlgorithmGuard.optional(),
  name: z.string().optional(),
  avatar: avatar.optional(),
  customData: jsonObjectGuard.optional(),
  profile: userProfileInputGuard.optional(),
});
export type CreateUserBody = z.infer<typeof createUserBodyGuard>;

/** `''` and `null` both clear a field. */
export const updateUserBodyGuard = z.object({
  username: z
    .union([z.string().regex(managementUsernameRegex), z.literal('')])
    .nullable()
    .optional(),
  primaryEmail: z
    .union([z.string().regex(emailRegex), z.literal('')])
    .nullable()
    .optional(),
  primaryPhone: z
    .union([z.string().regex(phoneRegex), z.literal('')])
    .nullable()
    .optional(),
  name: z.string().nullable().optional(),
  avatar: avatar.optional(),
  customData: jsonObjectGuard.optional(),
  profile: userProfileInputGuard.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodyGuard>;

export const userCustomDataBodyGuard = z.object({ customData: jsonObjectGuard });
export const userProfileBodyGuard = z.object({ profile: userProfileInputGuard });
export const userPasswordBodyGuard = z.object({ password: z.string().min(1) });
export const userPasswordExpirationBodyGuard = z.object({ isExpired: z.boolean() });
export const userSuspensionBodyGuard = z.object({ isSuspended: z.boolean() });
export const hasPasswordGuard = z.object({ hasPassword: z.boolean() });

export const updateUserLogtoConfigsBodyGuard = z.object({
  mfa: z
    .object({
      enabled: z.boolean().optional(),
      skipped: z.boolean().optional(),
      additionalBindingSuggestionSkipped: z.boolean().optional(),
      skipMfaOnSignIn: z.boolean().optional(),
    })
    .optional(),
  passkeySignIn: z.object({ skipped: z.boolean().optional() }).optional(),
});
export type UpdateUserLogtoConfigsBody = z.infer<typeof updateUserLogtoConfigsBodyGuard>;

export const identityGuard = z.object({ userId: z.string(), details: jsonObjectGuard.optional() });
export const userIdentityResponseGuard = z.object({
  identity: identityGuard,
  tokenSecret: jsonObjectGuard.optional(),
});
export const identitiesResponseGuard = identitiesGuard;
export const linkIdentityBodyGuard = z.object({
  connectorId: z.string(),
  connectorData: z.record(z.string(), z.unknown()),
});

export const createMfaVerificationBodyGuard = z.union([
  z.object({ type: z.literal('Totp'), secret: z.string().optional() }),
  z.object({ type: z.literal('BackupCode'), codes: z.array(z.string()).optional() }),
  z.object({ type: z.string(), secret: z.string().optional() }),
  z.object({ type: z.string(), codes: z.array(z.string()).optional() }),
]);

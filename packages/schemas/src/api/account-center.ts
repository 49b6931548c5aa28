import { z } from 'zod';
import { emailRegex, jsonObjectGuard } from '../entities/common.ts';
import {
  webAuthnRegistrationOptionsGuard,
  webAuthnRegistrationPayloadGuard,
} from './experience-mfa.ts';
import { userProfileInputGuard } from './users.ts';

/** How the Account API may treat one field (contract AccountCenterFieldControl). */
export const accountCenterFieldAccesses = ['Off', 'ReadOnly', 'Edit'] as const;
export type AccountCenterFieldAccess = (typeof accountCenterFieldAccesses)[number];
export const accountCenterFieldNames = [
  'name',
  'avatar',
  'profile',
  'email',
  'phone',
  'password',
  'username',
  'social',
  'customData',
  'mfa',
  'passkey',
  'session',
] as const;
export type AccountCenterFieldName = (typeof accountCenterFieldNames)[number];

const access = z.enum(accountCenterFieldAccesses);
export const accountCenterFieldControlGuard = z.object(
  Object.fromEntries(accountCenterFieldNames.map((name) => [name, access.optional()])) as Record<
    AccountCenterFieldName,
    z.ZodOptional<typeof access>
  >,
);
export type AccountCenterFieldControl = z.infer<typeof accountCenterFieldControlGuard>;

export const accountCenterGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  enabled: z.boolean(),
  fields: accountCenterFieldControlGuard,
  webauthnRelatedOrigins: z.array(z.string()),
  deleteAccountUrl: z.string().max(2048).nullable(),
  customCss: z.string().nullable(),
  profileFields: z.array(z.object({ name: z.string() })).nullable(),
});
export type AccountCenter = z.infer<typeof accountCenterGuard>;

/** `PATCH /api/account-center`. */
export const accountCenterPatchGuard = z.object({
  enabled: z.boolean().optional(),
  fields: accountCenterFieldControlGuard.optional(),
  webauthnRelatedOrigins: z.array(z.url().max(2048)).max(100).optional(),
  deleteAccountUrl: z.url().max(2048).nullable().optional(),
  customCss: z.string().max(65_536).nullable().optional(),
  profileFields: z
    .array(z.object({ name: z.string().min(1).max(128) }))
    .max(100)
    .nullable()
    .optional(),
});

// Captcha provider (contract "Captcha provider").
export const captchaProviderTypes = ['Turnstile', 'RecaptchaEnterprise'] as const;
export const captchaConfigGuard = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Turnstile'),
    siteKey: z.string().min(1).max(512),
    secretKey: z.string().min(1).max(512),
  }),
  z.object({
    type: z.literal('RecaptchaEnterprise'),
    siteKey: z.string().min(1).max(512),
    secretKey: z.string().min(1).max(512),
    projectId: z.string().min(1).max(256),
    domain: z.string().max(256).optional(),
    mode: z.enum(['invisible', 'checkbox']).optional(),
  }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfigGuard>;
export const captchaProviderGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(128),
  config: captchaConfigGuard,
  createdAt: z.number(),
  updatedAt: z.number(),
});
export const putCaptchaProviderBodyGuard = z.object({ config: captchaConfigGuard });

// Verifications API (contract "Verifications API").
const identifierGuard = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), value: z.string().max(256).regex(emailRegex) }),
  z.object({ type: z.literal('phone'), value: z.string().regex(/^\d+$/) }),
]);
export const passwordVerificationBodyGuard = z.object({ password: z.string().min(1) });
export const codeVerificationBodyGuard = z.object({
  identifier: identifierGuard,
  templateType: z.enum(['BindMfa', 'UserPermissionValidation']).optional(),
});
export const verifyCodeVerificationBodyGuard = z.object({
  identifier: identifierGuard,
  verificationId: z.string(),
  code: z.string(),
});
export const verificationRecordCreatedGuard = z.object({
  verificationRecordId: z.string(),
  expiresAt: z.string(),
});
export const verificationRecordIdGuard = z.object({ verificationRecordId: z.string() });
/** `POST /api/verifications/web-authn/registration`: options for `navigator.credentials.create`. */
export const webAuthnRegistrationRecordCreatedGuard = verificationRecordCreatedGuard.extend({
  registrationOptions: webAuthnRegistrationOptionsGuard,
});
export const verifyWebAuthnRegistrationRecordBodyGuard = z.object({
  verificationRecordId: z.string().min(1),
  payload: webAuthnRegistrationPayloadGuard,
});

// Account API (contract "Account API").
export const patchMyAccountBodyGuard = z.object({
  name: z.string().max(128).nullable().optional(),
  avatar: z.url().max(2048).nullable().optional(),
  username: z
    .string()
    .regex(/^[A-Z_a-z]\w*$/)
    .max(128)
    .nullable()
    .optional(),
  customData: jsonObjectGuard.optional(),
});
export const patchMyProfileBodyGuard = userProfileInputGuard;
export const myPasswordBodyGuard = z.object({ password: z.string().min(1) });
export const myPrimaryEmailBodyGuard = z.object({
  email: z.string().regex(emailRegex),
  newIdentifierVerificationRecordId: z.string(),
});
export const myPrimaryPhoneBodyGuard = z.object({
  phone: z.string().regex(/^\d+$/),
  newIdentifierVerificationRecordId: z.string(),
});
export const myMfaVerificationBodyGuard = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Totp'), secret: z.string(), code: z.string().optional() }),
  z.object({ type: z.literal('TOTP'), secret: z.string(), code: z.string().optional() }),
  z.object({ type: z.literal('BackupCode'), codes: z.array(z.string()) }),
  z.object({
    type: z.literal('WebAuthn'),
    newIdentifierVerificationRecordId: z.string(),
    name: z.string().max(128).optional(),
  }),
]);
export const myTotpBodyGuard = z.object({ secret: z.string(), code: z.string() });

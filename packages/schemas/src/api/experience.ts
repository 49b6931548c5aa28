import { z } from 'zod';
import { usernameGuard } from '../sign-in-experience/sign-in-methods.schema.ts';

/**
 * The Experience API (`/api/experience/*`, contract endpoints.md "Experience API"): the bodies the
 * server validates and the answers it gives. The server's routes are built from these guards and
 * the sign-in app types its calls with them, so the two cannot drift apart.
 */

export const interactionEventGuard = z.enum(['SignIn', 'Register', 'ForgotPassword']);
export type InteractionEvent = z.infer<typeof interactionEventGuard>;

export const experienceIdentifierGuard = z.object({
  type: z.enum(['username', 'email', 'phone']),
  value: z.string(),
});
export type ExperienceIdentifier = z.infer<typeof experienceIdentifierGuard>;

/** `PUT /api/experience`. */
export const startInteractionBodyGuard = z.object({
  interactionEvent: interactionEventGuard,
  captchaToken: z.string().optional(),
});

/** `PUT /api/experience/interaction-event`. */
export const interactionEventBodyGuard = z.object({ interactionEvent: interactionEventGuard });

/** `POST /api/experience/identification`. */
export const identificationBodyGuard = z.object({
  verificationId: z.string().optional(),
  linkSocialIdentity: z.boolean().optional(),
});

/** `POST /api/experience/verification/password`. */
export const passwordVerificationBodyGuard = z.object({
  identifier: experienceIdentifierGuard,
  password: z.string().min(1),
});
export type PasswordVerificationBody = z.infer<typeof passwordVerificationBodyGuard>;

/** `POST /api/experience/verification/new-password-identity` (registration). */
export const newPasswordIdentityBodyGuard = z.object({
  identifier: z.object({ type: z.literal('username'), value: usernameGuard }),
  password: z.string(),
});
export type NewPasswordIdentityBody = z.infer<typeof newPasswordIdentityBodyGuard>;

/** What every verification route answers: the record to name in `/identification`. */
export const verificationIdResponseGuard = z.object({ verificationId: z.string() });
export type VerificationIdResponse = z.infer<typeof verificationIdResponseGuard>;

/** `POST /api/experience/submit` and `POST /api/experience/consent`: where the browser goes next. */
export const redirectResponseGuard = z.object({ redirectTo: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseGuard>;

/** `GET /api/experience/interaction`: the interaction without secrets (no digests, no user ids of records). */
export const interactionStateResponseGuard = z.object({
  interactionEvent: interactionEventGuard,
  userId: z.string().optional(),
  profile: z.object({
    username: z.string().optional(),
    primaryEmail: z.string().optional(),
    primaryPhone: z.string().optional(),
  }),
  verificationRecords: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      /** Absent on a social record, which names its connector instead. */
      identifier: z.object({ type: z.string(), value: z.string() }).optional(),
      verified: z.boolean().optional(),
      connectorId: z.string().optional(),
      socialUserInfo: z.lazy(() => socialUserInfoGuard).optional(),
      enterpriseSsoUserInfo: z.lazy(() => socialUserInfoGuard).optional(),
    }),
  ),
});
export type InteractionStateResponse = z.infer<typeof interactionStateResponseGuard>;

/** `GET /api/experience/consent`: what a third-party application asks the user to consent to. */
export const consentInfoResponseGuard = z.object({
  application: z.object({ id: z.string(), name: z.string() }),
  scopes: z.array(z.string()),
  /**
   * The user's organizations, when the application asks for `urn:logto:scope:organizations`;
   * `isConsented` marks the ones already granted to the application (pre-selected, as Logto does).
   */
  organizations: z
    .array(z.object({ id: z.string(), name: z.string(), isConsented: z.boolean().optional() }))
    .optional(),
});
export type ConsentInfo = z.infer<typeof consentInfoResponseGuard>;

/** `POST /api/experience/consent`: the organizations the user lets the application act in. */
export const consentBodyGuard = z.object({
  organizationIds: z.array(z.string().min(1).max(21)).max(100).optional(),
});
export type ConsentBody = z.infer<typeof consentBodyGuard>;

/** `GET /api/.well-known/sign-in-exp` and `/experience`: accepted for wire compatibility. */
export const signInExperienceQueryGuard = z.object({
  organizationId: z.string().optional(),
  appId: z.string().optional(),
});

/**
 * The address a verification code goes to (contract "Experience API"): an e-mail address or a
 * phone number in digits (the server normalises it, national leading zero dropped).
 */
export const verificationCodeIdentifierGuard = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('email'),
    value: z
      .string()
      .max(256)
      .regex(/^\S+@\S+\.\S+$/),
  }),
  z.object({ type: z.literal('phone'), value: z.string().regex(/^\d+$/) }),
]);
export type VerificationCodeIdentifier = z.infer<typeof verificationCodeIdentifierGuard>;

/** `POST /api/experience/verification/verification-code`: send a code for an event. */
export const sendVerificationCodeBodyGuard = z.object({
  identifier: verificationCodeIdentifierGuard,
  interactionEvent: interactionEventGuard,
});
export type SendVerificationCodeBody = z.infer<typeof sendVerificationCodeBodyGuard>;

/** `POST /api/experience/verification/verification-code/verify`: the code the person received. */
export const verifyVerificationCodeBodyGuard = z.object({
  identifier: verificationCodeIdentifierGuard,
  verificationId: z.string(),
  code: z.string(),
});
export type VerifyVerificationCodeBody = z.infer<typeof verifyVerificationCodeBodyGuard>;

/**
 * `POST /api/experience/profile`: what a registration (or a sign-in whose account lacks it)
 * still needs; e-mail and phone only from a verified code record of this interaction.
 */
export const updateProfileBodyGuard = z.discriminatedUnion('type', [
  z.object({ type: z.literal('username'), value: usernameGuard }),
  z.object({ type: z.literal('password'), value: z.string() }),
  z.object({ type: z.literal('email'), verificationId: z.string() }),
  z.object({ type: z.literal('phone'), verificationId: z.string() }),
  z.object({ type: z.literal('social'), verificationId: z.string() }),
  z.object({ type: z.literal('extraProfile'), values: z.record(z.string(), z.unknown()) }),
]);
export type UpdateProfileBody = z.infer<typeof updateProfileBodyGuard>;

/** `PUT /api/experience/profile/password`: the new password of a ForgotPassword interaction. */
export const resetPasswordBodyGuard = z.object({ password: z.string() });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodyGuard>;

/** What `user.missing_profile` (422) lists as `data.missingProfile` (Logto's `MissingProfile`). */
export const missingProfileGuard = z.enum([
  'username',
  'email',
  'phone',
  'password',
  'emailOrPhone',
]);
export type MissingProfile = z.infer<typeof missingProfileGuard>;

/**
 * The person a social provider vouched for (contract `VR_Social.socialUserInfo`). E-mail and
 * phone are present only when the provider verified them.
 */
export const socialUserInfoGuard = z.object({
  id: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  name: z.string().optional(),
  avatar: z.string().optional(),
  rawData: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type SocialUserInfo = z.infer<typeof socialUserInfoGuard>;

/** `POST /api/experience/verification/social/{connectorId}/authorization-uri`. */
export const socialAuthorizationUriBodyGuard = z.object({
  state: z.string().min(1).max(512),
  redirectUri: z.url({ protocol: /^https?$/ }),
});
export type SocialAuthorizationUriBody = z.infer<typeof socialAuthorizationUriBodyGuard>;

export const socialAuthorizationUriResponseGuard = z.object({
  authorizationUri: z.string(),
  verificationId: z.string(),
});
export type SocialAuthorizationUriResponse = z.infer<typeof socialAuthorizationUriResponseGuard>;

/**
 * `POST /api/experience/verification/social/{connectorId}/verify`: what the provider sent back to
 * the callback (its query: `code`, `state`, or `error`), and the record the authorization started.
 */
export const socialVerifyBodyGuard = z.object({
  connectorData: z.record(z.string(), z.unknown()),
  verificationId: z.string().optional(),
});
export type SocialVerifyBody = z.infer<typeof socialVerifyBodyGuard>;

/** `data` of 404 `user.identity_not_exist`: the account the social e-mail or phone belongs to. */
export const relatedUserGuard = z.object({
  type: z.enum(['email', 'phone']),
  value: z.string(),
});
export type RelatedUser = z.infer<typeof relatedUserGuard>;
